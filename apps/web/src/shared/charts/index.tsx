import { Skeleton } from '@mantine/core';
import { Suspense, lazy, type ComponentProps } from 'react';

export type { BalanceChartPoint, DateBar } from './chart-types';

/*
 * The charts, fetched on first use with their libraries (about 125 KB gzip), so that no
 * page pays for them before it draws a chart. Import charts only from here.
 */
const LazyDateBarChart = lazy(() =>
  import('./usage-chart').then((module) => ({ default: module.DateBarChart })),
);
const LazyBalanceChart = lazy(() =>
  import('./usage-chart').then((module) => ({ default: module.BalanceChart })),
);

const placeholder = <Skeleton height={220} aria-hidden="true" />;

export function DateBarChart(props: ComponentProps<typeof LazyDateBarChart>) {
  return (
    <Suspense fallback={placeholder}>
      <LazyDateBarChart {...props} />
    </Suspense>
  );
}

export function BalanceChart(props: ComponentProps<typeof LazyBalanceChart>) {
  return (
    <Suspense fallback={placeholder}>
      <LazyBalanceChart {...props} />
    </Suspense>
  );
}
