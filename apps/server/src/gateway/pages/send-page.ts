import type { FastifyReply } from 'fastify';
import type { FinishResult } from '../payment/finish-pending';
import { callbackRedirect } from '../payment/callback-url';
import { cardSubmitRefusal } from '../payment/card-submit-limits';
import { renderMessagePage } from './message-page';
import { sendPage } from '../../platform/server-pages/send-page';

export { sendPage };

/** Unknown and expired look the same: the id is the credential, and it no longer works. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendPage(
    reply,
    404,
    renderMessagePage({
      title: 'Payment not found',
      message:
        'This payment link has expired or is not valid. Please go back to the merchant and start the payment again.',
    }),
  );
}

/**
 * After a decision: back to the merchant with the outcome. A transaction finished by an
 * earlier click goes there too, with its first outcome; it is never charged again.
 */
export function sendOutcome(reply: FastifyReply, result: FinishResult): FastifyReply {
  if (result.kind === 'not-found') return sendNotFound(reply);
  if (result.kind === 'wrong-method') {
    return sendPage(
      reply,
      409,
      renderMessagePage({
        title: 'Payment not possible',
        message: 'This payment cannot be made this way. Please go back to the merchant.',
      }),
    );
  }
  return reply.header('cache-control', 'no-store').redirect(callbackRedirect(result.row), 303);
}

/** A form posted without this browser's form token (another site, or an old tab). */
export function sendStaleForm(reply: FastifyReply, transactionId: string): FastifyReply {
  return sendPage(
    reply,
    403,
    renderMessagePage({
      title: 'Please try again',
      message:
        'This payment page could not be checked. Please open it again and repeat your choice.',
      link: {
        href: `/gateway/pay/${encodeURIComponent(transactionId)}`,
        text: 'Open the payment page',
      },
    }),
  );
}

/** Card attempts over the limit (decision 023): when to try again, on the page and in Retry-After. */
export function sendTooManyAttempts(reply: FastifyReply, waitSeconds: number): FastifyReply {
  return sendPage(
    reply.header('retry-after', String(waitSeconds)),
    429,
    renderMessagePage({ title: 'Please wait', message: cardSubmitRefusal(waitSeconds) }),
  );
}
