import { ProgressPage } from './progress-page';

/** /login-complete: shown while the code from the identity provider is exchanged. */
export function LoginCompletePage() {
  return <ProgressPage routeKey="login-complete" status="Signing you in…" />;
}
