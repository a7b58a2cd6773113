export type { BalanceChartPoint, DateBar } from './chart-types';
export { BalanceChart } from './balance-chart';
export { DateBarChart } from './date-bar-chart';
