export { smoothPayRoutes } from './routes';
export { smoothPayJobs, SMOOTH_PAY_REVIEWS_JOB } from './smooth-pay-job';
export { reviewSmoothPay } from './review-smooth-pay';
