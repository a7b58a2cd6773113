import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CardSubmitError,
  CardSubmitUrlError,
  cardSubmitLink,
  submitCardToGateway,
} from './submit-card';

const card = {
  cardholderName: 'Aroha Ngata',
  cardNumber: '4111111111111111',
  expiryMonth: 8,
  expiryYear: 2030,
  cvc: '123',
};
const link = {
  rel: 'ajaxSubmitCard',
  href: 'https://portal.test/gateway/x/card',
  method: 'POST',
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cardSubmitLink', () => {
  it('takes only the link whose rel is exactly ajaxSubmitCard', () => {
    expect(cardSubmitLink([{ rel: 'hostedPage', href: 'h', method: 'GET' }, link])).toBe(link);
    for (const rel of ['AjaxSubmitCard', 'ajaxSubmitCard ', 'submitCard']) {
      expect(() => cardSubmitLink([{ ...link, rel }])).toThrow(CardSubmitUrlError);
    }
    expect(() => cardSubmitLink([])).toThrow('Invalid card-submit URL type');
  });
});

describe('submitCardToGateway', () => {
  it('posts the card as JSON without the portal cookie and reads the bare answer', async () => {
    const answer = {
      status: 'Approved',
      declineReason: null,
      redirectUrl: 'https://portal.test/x',
    };
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify(answer), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(submitCardToGateway(link, card)).resolves.toEqual(answer);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(link.href);
    expect(init?.credentials).toBe('omit');
    expect(init?.body).toBe(JSON.stringify(card));
  });

  /** The error the gateway's failed answer becomes. */
  async function failureFor(status: number, message: string): Promise<unknown> {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(new Response(JSON.stringify({ message }), { status })),
      ),
    );
    return submitCardToGateway(link, card).catch((caught: unknown) => caught);
  }

  it("passes on the gateway's message when it refuses the card", async () => {
    const error = await failureFor(400, 'Please check the card details.');
    expect(error).toBeInstanceOf(CardSubmitError);
    expect((error as Error).message).toBe('Please check the card details.');
  });

  it("does not pass on the gateway's words when it fails (5xx)", async () => {
    const error = await failureFor(502, 'NullReferenceException at Gateway.Cards');
    expect(error).toBeInstanceOf(CardSubmitError);
    expect((error as Error).message).toBe('Your card could not be checked. Please try again.');
  });
});
