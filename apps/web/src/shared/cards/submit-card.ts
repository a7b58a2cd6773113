import { submitCardResultSchema } from '@portal/contracts';
import type { GatewayLink, SubmitCard, SubmitCardResult } from '@portal/contracts';
import { isRefusalStatus } from '../api/api-error';
import { UserFacingError } from '../api/failure-message';

/** Spec section 8: the message for a card-submit link of the wrong type. */
export const INVALID_CARD_SUBMIT_URL_MESSAGE = 'Invalid card-submit URL type';

/** Spec section 8's card-payment URL error. */
export class CardSubmitUrlError extends UserFacingError {
  override readonly name = 'CardSubmitUrlError';
  constructor() {
    super(INVALID_CARD_SUBMIT_URL_MESSAGE);
  }
}

/** The gateway could not take the card (refused input or unreachable). */
export class CardSubmitError extends UserFacingError {
  override readonly name = 'CardSubmitError';
}

/** Spec section 7: a card-submit link is posted to only when its rel is ajaxSubmitCard. */
export function cardSubmitLink(links: readonly GatewayLink[]): GatewayLink {
  const link = links.find((candidate) => candidate.rel === 'ajaxSubmitCard');
  if (link === undefined || link.method !== 'POST') throw new CardSubmitUrlError();
  return link;
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const field of ['detail', 'message']) {
    const value = record[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/**
 * Posts the card straight to the gateway: card data never goes through the portal's API,
 * and the portal's session cookie is not sent to the gateway. Accepts the answer bare or in
 * the normalised envelope.
 */
export async function submitCardToGateway(
  link: GatewayLink,
  card: SubmitCard,
): Promise<SubmitCardResult> {
  let response: Response;
  try {
    response = await fetch(link.href, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(card),
      credentials: 'omit',
    });
  } catch {
    throw new CardSubmitError('We could not reach the card payment service. Please try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // The gateway's words for a card it refused (4xx), as for our own server (decision 038).
    throw new CardSubmitError(
      (isRefusalStatus(response.status) ? messageOf(body) : null) ??
        'Your card could not be checked. Please try again.',
    );
  }
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
  return submitCardResultSchema.parse(data);
}
