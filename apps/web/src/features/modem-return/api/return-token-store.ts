import { tabValue } from '../../../shared/storage/tab-value';

/** The modem-return link's token, kept in this tab until the link is used. */
export const returnTokenStore = tabValue('portal.modem-return-token');
