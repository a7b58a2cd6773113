export type { BalanceChartPoint, DateBar } from './chart-types';
export { BalanceChart } from './balance-chart';
export { DateBarChart } from './date-bar-chart';
export type { StackedBar } from './chart-types';
export { StackedBarChart } from './stacked-bar-chart';
