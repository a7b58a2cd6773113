import type { CDPSession, Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator on this page's browser, through the DevTools protocol's
 * WebAuthn domain: a real WebAuthn ceremony in the browser, a platform authenticator that
 * keeps passkeys and verifies the person at once (no prompt waits for a touch).
 */
export async function addVirtualAuthenticator(
  page: Page,
): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}
