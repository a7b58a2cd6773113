export { notificationRoutes } from './routes';
export { isMarketingEmailOn, stopMarketingEmail } from './preferences';
