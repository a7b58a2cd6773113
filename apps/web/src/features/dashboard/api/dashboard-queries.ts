import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  billForecastSchema,
  billingSummarySchema,
  gstDetailsSchema,
  internetServiceDetailsSchema,
  mobileAlertSchema,
  offersV2Schema,
} from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { accountKeys } from '../../../shared/accounts';

/** Under the account's key, so a change to the account (a payment, new details) refreshes these. */
export const dashboardKeys = {
  gst: (code: string) => [...accountKeys.account(code), 'gst'] as const,
  internetServices: (code: string) => [...accountKeys.account(code), 'internet-services'] as const,
  mobileAlerts: (code: string) => [...accountKeys.account(code), 'mobile-alerts'] as const,
  billingSummary: (code: string) =>
    [...accountKeys.account(code), 'dashboard', 'billing-summary'] as const,
  offers: (code: string) => [...accountKeys.account(code), 'offers'] as const,
  billForecast: (code: string) => [...accountKeys.account(code), 'bill-forecast'] as const,
};

const accountPath = (code: string) => `/accounts/${encodeURIComponent(code)}`;
const STALE_MS = 60_000;

/** GET /accounts/{code}/gst. */
export const gstDetailsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: dashboardKeys.gst(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: `${accountPath(code)}/gst`, schema: gstDetailsSchema, signal }),
    staleTime: 5 * STALE_MS,
  });

/** GET accounts/{code}/internetServices: the account status is derived from these. */
export const internetServicesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: dashboardKeys.internetServices(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${accountPath(code)}/internetServices`,
        schema: z.array(internetServiceDetailsSchema),
        signal,
      }),
    staleTime: STALE_MS,
  });

/** GET /accounts/{code}/mobileAlerts: notices shown on the dashboard. */
export const mobileAlertsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: dashboardKeys.mobileAlerts(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${accountPath(code)}/mobileAlerts`,
        schema: z.array(mobileAlertSchema),
        signal,
      }),
    staleTime: STALE_MS,
  });

/** GET /visibill/v2/accounts/{code}/billingSummary: balance and last bill (billing's call). */
export const billingSummaryQueryOptions = (code: string) =>
  queryOptions({
    queryKey: dashboardKeys.billingSummary(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/visibill/v2/accounts/${encodeURIComponent(code)}/billingSummary`,
        schema: billingSummarySchema,
        signal,
      }),
    staleTime: STALE_MS,
  });

/**
 * GET /offers/v2/accounts/{code}/offers: the plans on offer to the account's own group and
 * bill cycle, each with the price as this account is shown prices.
 */
export const offersQueryOptions = (code: string) =>
  queryOptions({
    queryKey: dashboardKeys.offers(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/offers/v2/accounts/${encodeURIComponent(code)}/offers`,
        schema: offersV2Schema,
        signal,
      }),
    staleTime: 5 * STALE_MS,
  });

/**
 * GET /accounts/{code}/billForecast: the next bill forecast (the bill guardian), under the
 * account's key so a payment or plan change refreshes it.
 */
export const billForecastQueryOptions = (code: string) =>
  queryOptions({
    queryKey: dashboardKeys.billForecast(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: `${accountPath(code)}/billForecast`, schema: billForecastSchema, signal }),
    staleTime: STALE_MS,
  });
