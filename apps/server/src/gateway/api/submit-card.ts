import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SubmitCardResult } from '@portal/contracts';
import { AppError } from '../../platform/app-error';
import { ThrottledError } from '../../platform/throttled-error';
import { errorBody } from '../../platform/envelope';
import type { GatewayContext } from '../context';
import { callbackRedirect } from '../payment/callback-url';
import { cardSubmitRefusal, cardSubmitWait } from '../payment/card-submit-limits';
import { payByCard } from '../payment/pay-by-card';
import { validateCard, type CardInput } from '../payment/validate-card';

const INVALID_CARD_MESSAGE = 'Please check the card details.';

/**
 * POST /transactions/{id}/card (rel ajaxSubmitCard), straight from the browser: the unguessable
 * id is the credential, and only while the transaction is Pending. JSON only, so a form on
 * another site cannot post here without a CORS preflight this server never grants.
 */
export async function submitCard(
  context: GatewayContext,
  request: FastifyRequest<{ Params: { id: string }; Body: CardInput }>,
  reply: FastifyReply,
): Promise<SubmitCardResult | FastifyReply> {
  const wait = await cardSubmitWait(context, request.ip);
  if (wait !== undefined) {
    throw new ThrottledError(cardSubmitRefusal(wait), wait, 'card_attempts_limited');
  }
  const check = validateCard(request.body);
  if (!check.valid) {
    const fieldErrors = Object.entries(check.errors).map(([field, message]) => ({
      path: `body.${field}`,
      message,
    }));
    return reply.code(400).send(
      errorBody({
        status: 400,
        title: 'Bad Request',
        message: INVALID_CARD_MESSAGE,
        requestGuid: request.id,
        fieldErrors,
      }),
    );
  }
  const result = await payByCard(context, request.params.id, check.card);
  if (result.kind === 'not-found') {
    throw AppError.notFound('This payment has expired or does not exist.', 'transaction_not_found');
  }
  if (result.kind === 'wrong-method') {
    throw AppError.conflict('This transaction does not take a card.', 'not_a_card_transaction');
  }
  if (result.kind === 'not-pending') {
    throw AppError.conflict('This payment is already complete.', 'transaction_not_pending');
  }
  return {
    status: result.row.status === 'Approved' ? 'Approved' : 'Declined',
    declineReason: result.row.declineReason,
    redirectUrl: callbackRedirect(result.row),
  };
}
