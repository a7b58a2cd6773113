import type { FastifyReply, FastifyRequest } from 'fastify';
import { toNzDateKey } from '@portal/domain';
import type { GatewayContext } from '../context';
import { callbackRedirect } from '../payment/callback-url';
import { isExpired } from '../payment/expiry';
import type { TransactionRow } from '../transaction-row';
import { findTransaction } from '../transaction-view';
import { renderBankPage } from './bank-page';
import { renderCardPage, type CardPageOptions } from './card-page';
import { issueFormToken } from './form-token';
import { renderMessagePage } from './message-page';
import { paymentFacts } from './payment-summary';
import { sendNotFound, sendOutcome, sendPage } from './send-page';

export type PayRequest = FastifyRequest<{ Params: { id: string } }>;

export type Payable =
  { kind: 'payable'; row: TransactionRow } | { kind: 'sent'; reply: FastifyReply };

/**
 * A Pending, unexpired transaction, or the answer (already sent) that says why there is
 * none. A finished one shows a page on GET; a form posted again (a double click) goes back
 * to the merchant with the first outcome.
 */
export async function loadPayable(
  context: GatewayContext,
  id: string,
  reply: FastifyReply,
  onFinished: 'page' | 'redirect' = 'page',
): Promise<Payable> {
  const row = await findTransaction(context.db, id);
  if (row === undefined || isExpired(row)) return { kind: 'sent', reply: sendNotFound(reply) };
  if (row.status === 'Pending') return { kind: 'payable', row };
  if (onFinished === 'redirect') {
    return { kind: 'sent', reply: sendOutcome(reply, { kind: 'not-pending', row }) };
  }
  const sent = sendPage(
    reply,
    200,
    renderMessagePage({
      title: 'Payment complete',
      message: 'This payment has already been completed.',
      link: { href: callbackRedirect(row), text: 'Return to the merchant' },
    }),
  );
  return { kind: 'sent', reply: sent };
}

export function cardPage(
  row: TransactionRow,
  formToken: string,
  extra: Pick<CardPageOptions, 'values' | 'errors'> = {},
): string {
  return renderCardPage({
    facts: paymentFacts(row),
    saveOnly: row.kind === 'Authorisation' && row.amountCents === 0,
    formToken,
    firstYear: Number(toNzDateKey(new Date()).slice(0, 4)),
    ...extra,
  });
}

/** GET /pay/{id}: the card form, or the sandbox bank page for online EFTPOS. */
export async function showPaymentPage(
  context: GatewayContext,
  request: PayRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const payable = await loadPayable(context, request.params.id, reply);
  if (payable.kind === 'sent') return payable.reply;
  const { row } = payable;
  const formToken = issueFormToken(context, request, reply, row.id);
  const html =
    row.method === 'OnlineEftpos'
      ? renderBankPage({ facts: paymentFacts(row), formToken })
      : cardPage(row, formToken);
  return sendPage(reply, 200, html);
}
