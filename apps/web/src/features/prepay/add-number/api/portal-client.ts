/**
 * The portal's client id at the identity provider, which the initiate call names
 * (otpInitiateRequest.client_id); the server refuses any other.
 */
export const PORTAL_CLIENT_ID = 'portal-web';
