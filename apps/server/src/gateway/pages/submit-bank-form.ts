import type { FastifyReply } from 'fastify';
import type { GatewayContext } from '../context';
import { answerBank } from '../payment/answer-bank';
import { cancelTransaction } from '../payment/cancel-transaction';
import { isValidFormToken } from './form-token';
import { sendOutcome, sendStaleForm } from './send-page';
import type { FormRequest } from './submit-card-form';

/** POST /pay/{id}/bank: the sandbox bank's Approve or Decline. */
export async function submitBankForm(
  context: GatewayContext,
  request: FormRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { id } = request.params;
  const { formToken, decision } = request.body;
  if (!isValidFormToken(context, request, id, formToken)) return sendStaleForm(reply, id);
  if (decision !== 'approve' && decision !== 'decline') return sendStaleForm(reply, id);
  return sendOutcome(reply, await answerBank(context.db, id, decision === 'approve'));
}

/** POST /pay/{id}/cancel: back to the merchant with CANCEL; nothing is charged. */
export async function submitCancel(
  context: GatewayContext,
  request: FormRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { id } = request.params;
  if (!isValidFormToken(context, request, id, request.body.formToken)) {
    return sendStaleForm(reply, id);
  }
  return sendOutcome(reply, await cancelTransaction(context.db, id));
}
