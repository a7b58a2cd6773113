import { linkTokenStore } from '../../../shared/link-token/link-token-store';

/** The modem-return link's token, kept in this tab until the link is used. */
export const returnTokenStore = linkTokenStore('portal.modem-return-token');
