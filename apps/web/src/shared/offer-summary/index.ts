export { OfferSummary, OfferSummaryBox } from './offer-summary';
export { planTermsQueryOptions } from './plan-terms-queries';
