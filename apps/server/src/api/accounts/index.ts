export { accountRoutes } from './routes';
export { accountRow, type AccountRow } from './account-row';
export { findAccountFeatures } from './find-account-features';
export { findAccountProducts } from './find-account-products';
export { displaysGstInclusive, findGstDisplay, findGstTerms } from './gst-display';
