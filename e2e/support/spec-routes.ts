export { anonymousPaths, signedInPaths } from '../../apps/web/src/test/spec-paths';

/** The invoice route's parameter, left for a test to fill in with a real id (invoices.ts). */
export const INVOICE_ID = '$invoiceid';
