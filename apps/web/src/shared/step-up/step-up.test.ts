import { afterEach, describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { createQueryClient, onStepUpRequired } from '../api';
import { toApiError } from '../api/read-response';
import { PENDING_ACTION_MAX_AGE_MS, takePendingAction } from './pending-action';
import { dismissStepUp, askToSignInAgain } from './step-up-request';

const CHALLENGE =
  'Bearer error="insufficient_user_authentication", error_description="A more recent sign-in is required", max_age=300';

function refusal(status: number, headers: Record<string, string> = {}) {
  const body = { success: false, status, title: 'Forbidden', message: 'No', requestGuid: 'g' };
  return toApiError(new Response(null, { status, headers }), body, 'g');
}

afterEach(() => {
  dismissStepUp();
  sessionStorage.clear();
});

describe('a risky call refused for want of a recent sign-in', () => {
  it('is told apart by the challenge on a 403, and only there', () => {
    expect(refusal(403, { 'www-authenticate': CHALLENGE }).asksToSignInAgain).toBe(true);
    expect(refusal(403).asksToSignInAgain).toBe(false);
    expect(refusal(401, { 'www-authenticate': CHALLENGE }).asksToSignInAgain).toBe(false);
  });

  it('keeps what was chosen for the same page, once, and not past its time', () => {
    askToSignInAgain(
      { action: 'block or unblock this SIM' },
      { key: ['sim'], variables: { a: 1 } },
    );
    expect(takePendingAction(['other'])).toBeUndefined();
    expect(takePendingAction(['sim'])).toEqual({ a: 1 });
    expect(takePendingAction(['sim'])).toBeUndefined();

    askToSignInAgain(undefined, { key: ['sim'], variables: { a: 2 } });
    expect(takePendingAction(['sim'], Date.now() + PENDING_ACTION_MAX_AGE_MS + 1)).toBeUndefined();
    expect(takePendingAction(['sim'])).toBeUndefined();
  });

  it('never keeps a form with a password in it', () => {
    askToSignInAgain(
      { action: 'change your password', keep: false },
      { key: ['password'], variables: { newPassword: 'Tui-Kereru-Moa-42!' } },
    );
    expect(JSON.stringify(sessionStorage)).not.toContain('Tui-Kereru');
    expect(takePendingAction(['password'])).toBeUndefined();
  });

  it('keeps only the variables that the call’s own rule lets it keep', () => {
    const onlySettings = {
      action: 'change how this number is topped up automatically',
      keep: (variables: unknown) => (variables as { card?: unknown }).card === undefined,
      secret: 'a card number',
    };
    askToSignInAgain(onlySettings, { key: ['top-up'], variables: { card: '4111111111111111' } });
    expect(JSON.stringify(sessionStorage)).not.toContain('4111');
    expect(takePendingAction(['top-up'])).toBeUndefined();
    askToSignInAgain(onlySettings, { key: ['top-up'], variables: { cardId: 'c1' } });
    expect(takePendingAction(['top-up'])).toEqual({ cardId: 'c1' });
  });

  it('is kept by the query client for any mutation that is refused so', async () => {
    const client = createQueryClient();
    const stop = onStepUpRequired(askToSignInAgain);
    const observer = new MutationObserver(client, {
      mutationKey: ['accounts', '30000001', 'change'],
      mutationFn: () => Promise.reject(refusal(403, { 'www-authenticate': CHALLENGE })),
    });
    await observer.mutate({ kind: 'simBlock' } as never).catch(() => undefined);
    stop();
    expect(takePendingAction(['accounts', '30000001', 'change'])).toEqual({ kind: 'simBlock' });
  });
});
