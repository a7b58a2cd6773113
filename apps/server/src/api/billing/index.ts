export { billingRoutes } from './routes';
export {
  accountAddonLines,
  broadbandLines,
  mobileLines,
  powerLines,
  voiceLines,
  type BillTerms,
} from './upcoming-charge-lines';
