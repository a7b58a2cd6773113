/** The end-to-end servers (playwright.config.ts starts both). */
export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** A server whose access tokens last 62 seconds, so they near expiry almost at once. */
export const SHORT_TOKEN_PORT = PORT + 1;

export const serverUrl = (port: number) => `http://127.0.0.1:${String(port)}`;
