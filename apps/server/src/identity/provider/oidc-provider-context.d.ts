/**
 * oidc-provider keeps the request being handled in this AsyncLocalStorage (its `Provider.ctx`).
 * The package has no exports map, so the module is importable; it is not part of its typed API.
 */
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const requestContext: AsyncLocalStorage<unknown>;
  export default requestContext;
}
