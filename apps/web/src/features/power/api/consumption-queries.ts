import { queryOptions } from '@tanstack/react-query';
import { consumptionSchema, type ConsumptionChartQuery } from '@portal/contracts';
import { API_BASE, apiRequest } from '../../../shared/api';
import { powerKeys } from './power-queries';

export type UsageFileFormat = 'eiep13a' | 'csv';

const consumptionPath = (code: string) => `/accounts/${encodeURIComponent(code)}/power/consumption`;

/**
 * A download is a plain link: the browser sends the session cookie and the server answers
 * with an attachment, so no file passes through JavaScript (as the transactions CSV).
 */
export function usageFileUrl(
  code: string,
  format: UsageFileFormat,
  range: { icp: string; from: string; to: string },
): string {
  const query = new URLSearchParams(range);
  return `${API_BASE}${consumptionPath(code)}.${format}?${query.toString()}`;
}

/** GET /accounts/{code}/power/consumption: the chart's months, days or half-hours. */
export const consumptionQueryOptions = (code: string, query: ConsumptionChartQuery) =>
  queryOptions({
    queryKey: [...powerKeys.all(code), 'consumption', query] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: consumptionPath(code),
        query: { ...query },
        schema: consumptionSchema,
        signal,
      }),
  });
