import { notFound } from '@tanstack/react-router';

/** Carried by the not-found error so the page can show the rule's status (spec section 2, guard 7). */
export interface NotFoundData {
  status: number;
}

/**
 * A validate rule for one path parameter: when the value does not match, the route
 * throws not-found, with the rule's status (404 unless said otherwise). Use in a route's
 * `params.parse`, which the router runs before any guard or loader.
 */
export function paramRule<Name extends string>(name: Name, pattern: RegExp, status = 404) {
  return (params: Record<Name, string>): Record<Name, string> => {
    if (!pattern.test(params[name])) {
      throw notFound({ data: { status } satisfies NotFoundData });
    }
    return params;
  };
}

/**
 * Invoice ids are letters and digits, in parts joined by single hyphens (the billing
 * system's `{account}-{bill date}`); anything else cannot be an invoice.
 */
export const invoiceIdPattern = /^(?=.{1,40}$)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
