/**
 * The risky actions that ask again (issue 29, item 3; decision 052): the one list, by the
 * route as the server registers it (`METHOD /path`, the same key as the route table's).
 * The access check refuses each of these unless the caller signed in within the step-up
 * window (`step-up.ts`), staff included. `newLineOnly` routes ask only for a body that
 * orders a new line or eSIM: the same route also adds an add-on, which does not ask.
 */
export const STEP_UP_ROUTES: ReadonlyMap<string, { newLineOnly?: true }> = new Map([
  // blocking or unblocking a SIM (one route does both)
  ['POST /api/mobile/v2/management/accounts/:accountCode/mobileServices/:id/changeSimBlock', {}],
  // a number change
  ['POST /api/mobile/v2/ordering/accounts/:accountCode/serviceEntities/:id/changeNumber', {}],
  // bringing a number in
  ['POST /api/mobile/v2/ordering/accounts/:accountCode/portIn', {}],
  // a new line or eSIM (the same route adds an add-on, which does not ask)
  ['POST /api/sales/v3/ordering/accounts/:accountCode/addProductOrders', { newLineOnly: true }],
  // changing the payment method
  ['PUT /api/payments/v2/accounts/:accountCode/recurringPaymentMethod', {}],
  // … and of a prepay number: the saved card and amounts of its auto top-ups and autopay,
  // in both families of routes that set them (removing one does not ask)
  [
    'PUT /api/recharge/v1/configuration/accounts/:accountCode/serviceEntities/:serviceEntity/autotopup',
    {},
  ],
  [
    'PUT /api/recharge/v1/configuration/accounts/:accountCode/serviceEntities/:serviceEntity/monthlyAutoTopup',
    {},
  ],
  [
    'PUT /api/recharge/v1/configuration/accounts/:accountCode/serviceEntities/:serviceEntity/autoPay',
    {},
  ],
  [
    'PUT /api/mobile/v2/prepay/management/accountCode/:accountCode/serviceEntities/:serviceEntity/autoTopup',
    {},
  ],
  [
    'PUT /api/mobile/v2/prepay/management/accountCode/:accountCode/serviceEntities/:serviceEntity/monthlyAutoTopup',
    {},
  ],
  [
    'POST /api/mobile/v2/prepay/management/accountCode/:accountCode/serviceEntities/:serviceEntity/autopay',
    {},
  ],
  // adding an authorised user: the invitation, and a new link for it
  ['POST /api/iam/users', {}],
  ['POST /api/iam/accounts/:accountCode/pendingusers/:id/resend', {}],
  // removing an authorised user
  ['DELETE /api/iam/users/:id/claims', {}],
  // changing a password, or a mailbox's password
  ['PUT /api/iam/Users/:id/password', {}],
  ['PUT /api/accounts/:accountCode/mailboxes/:id/password', {}],
]);

/** A new line comes with hardware (a SIM, eSIM or handset) or its order token; an add-on not. */
export function ordersNewLine(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return 'hardwareOrders' in body || 'orderToken' in body;
}
