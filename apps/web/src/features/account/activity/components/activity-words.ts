import { formatDate, formatTime } from '@portal/domain';
import type { SignIn } from '@portal/contracts';

/** "07/12/2026 at 4:45 pm", in Auckland time. */
export function whenText(iso: string): string {
  const at = new Date(iso);
  return `${formatDate(at)} at ${formatTime(at)}`;
}

export const METHOD_WORDS: Record<SignIn['method'], string> = {
  pwd: 'with a password',
  webauthn: 'with a passkey',
};

/** "Chrome on a Mac"; a sign-in from before the portal kept them has no name. */
export function deviceText(browser: string | null, device: string | null): string {
  if (browser === null || device === null) return 'A browser';
  return `${browser} on ${device}`;
}
