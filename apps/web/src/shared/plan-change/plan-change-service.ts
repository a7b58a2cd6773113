import type { ServiceKindWithTerms } from '@portal/contracts';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RouteKey } from '../routing/route-meta';
import type { PlanChangeCalls } from './plan-change-calls';

/** What every plan on offer has, whatever the service. */
export interface PlanOption {
  planKey: string;
  name: string;
  isCurrent: boolean;
}

/** GET …/plans, whatever the service: its plans, the change date and the GST view. */
export interface PlanOptions {
  displayGstInclusiveValues: boolean;
  /** The day a change ordered now would take effect. */
  changeDate: string;
  plans: PlanOption[];
}

/** One plan of a service's GET …/plans answer. */
export type PlanOf<Plans extends PlanOptions> = Plans['plans'][number];

/**
 * One service's plan change: its calls and its own words, which stay word for word what
 * each page said before the pages were one (issue 26). `Service` is what the account lists
 * of that service (connections, landlines); the page changes the plan of the one `pick` finds.
 */
export interface PlanChangeService<Service, Plans extends PlanOptions, Key extends QueryKey> {
  routeKey: RouteKey;
  /** The account's services of this kind. */
  services: (accountCode: string) => UseQueryOptions<Service[], Error, Service[], Key>;
  /** The service whose plan changes; none when the account has none to change. */
  pick: (services: readonly Service[]) => { id: string } | undefined;
  calls: PlanChangeCalls<Plans>;
  /** The order type the pending-orders notice lists. */
  orderTypes: readonly string[];
  /** Columns of plan cards on a wide screen. */
  wideColumns: number;
  /** A plan card's own lines, between its name and its button. */
  details: (plan: PlanOf<Plans>, displayGstInclusiveValues: boolean) => ReactNode;
  /** The catalogue the plans' terms come from, for the offer summary; none for voice. */
  offerKind?: ServiceKindWithTerms;
  /** A badge beside the name besides "Current plan" (broadband's Business), if any. */
  badge?: (plan: PlanOf<Plans>) => ReactNode;
  /** A choice that ends the service (voice's No home phone): asked as a red, hard-to-undo one. */
  ending?: { is: (plan: PlanOf<Plans>) => boolean; title: string; confirmLabel: string };
  words: {
    /** The loading label while the services come. */
    servicesLoading: string;
    /** "{servicesName} could not be loaded." */
    servicesName: string;
    /** Shown when `pick` finds none. */
    noService: string;
    plansLoading: string;
    /** "{plansName} could not be loaded." */
    plansName: string;
    /** The sentence above the plans, given the change date in words. */
    intro: (changeDate: string) => string;
    /** What only the account holder may do, for the view-only notice. */
    viewOnly: string;
    plansHeading: string;
    pendingTitle: string;
    placedTitle: string;
  };
}

/** Checks a service's description and infers its types from its calls. */
export function planChangeService<Service, Plans extends PlanOptions, Key extends QueryKey>(
  service: PlanChangeService<Service, Plans, Key>,
) {
  return service;
}
