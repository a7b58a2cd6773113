import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../context';
import { cardSubmitWait } from '../payment/card-submit-limits';
import { payByCard } from '../payment/pay-by-card';
import { validateCard } from '../payment/validate-card';
import { isValidFormToken, issueFormToken } from './form-token';
import { sendOutcome, sendPage, sendStaleForm, sendTooManyAttempts } from './send-page';
import { cardPage, loadPayable } from './show-payment-page';

export type FormRequest = FastifyRequest<{ Params: { id: string }; Body: Record<string, string> }>;

/**
 * POST /pay/{id}: the hosted card form. Field errors re-render the form with the spec's
 * messages (keeping what was typed, except the card number and CVC); a decision goes back
 * to the merchant with OK or FAILURE.
 */
export async function submitCardForm(
  context: GatewayContext,
  request: FormRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { id } = request.params;
  const payable = await loadPayable(context, id, reply, 'redirect');
  if (payable.kind === 'sent') return payable.reply;
  const { body } = request;
  if (!isValidFormToken(context, request, id, body.formToken)) return sendStaleForm(reply, id);
  if (payable.row.method !== 'CreditCard') {
    return sendOutcome(reply, { kind: 'wrong-method', row: payable.row });
  }

  const check = validateCard(body);
  const wait = await cardSubmitWait(context, request.ip);
  if (wait !== undefined) return sendTooManyAttempts(reply, wait);
  if (!check.valid) {
    const formToken = issueFormToken(context, request, reply, id);
    const values = {
      cardholderName: body.cardholderName ?? '',
      expiryMonth: body.expiryMonth ?? '',
      expiryYear: body.expiryYear ?? '',
    };
    return sendPage(reply, 400, cardPage(payable.row, formToken, { values, errors: check.errors }));
  }
  return sendOutcome(reply, await payByCard(context, id, check.card));
}
