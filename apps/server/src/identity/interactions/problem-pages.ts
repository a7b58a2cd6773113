import { renderMessagePage } from '../pages/message-page';

export function expiredPage(portalUrl: string): string {
  return renderMessagePage({
    title: 'This sign-in page has expired',
    message:
      'For your security, sign-in pages last a short time. Go back to the portal to sign in again.',
    link: { href: portalUrl, text: 'Go to the portal' },
  });
}

export function badPoolPage(portalUrl: string): string {
  return renderMessagePage({
    title: 'This sign-in link is not valid',
    message:
      'The link you followed does not say where to sign in. Go back to the portal and try again.',
    link: { href: portalUrl, text: 'Go to the portal' },
  });
}

export function throttledPage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return renderMessagePage({
    title: 'Too many sign-in attempts',
    message: `To keep your account safe, sign-in is paused. Please try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`,
  });
}
