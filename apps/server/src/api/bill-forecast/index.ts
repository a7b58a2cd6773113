export { billForecastRoutes } from './routes';
export { getBillForecast } from './get-bill-forecast';
