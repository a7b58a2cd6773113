import type { Context, Next } from 'koa';
import { errorBody } from '../../platform/envelope';

/**
 * A path under /idp that oidc-provider has no route for gets the same 404 as any other
 * server path (the normalised body with the request guid), not Koa's plain "Not Found".
 */
export async function notFoundEnvelope(ctx: Context, next: Next): Promise<void> {
  await next();
  if (ctx.status !== 404 || ctx.body != null) return;
  // mountProvider keeps the full path (with /idp) where Express would: originalUrl.
  const original = 'originalUrl' in ctx.req ? ctx.req.originalUrl : undefined;
  const url = typeof original === 'string' ? original : ctx.originalUrl;
  ctx.status = 404;
  ctx.body = errorBody({
    status: 404,
    title: 'Not Found',
    message: `Page Not Found: ${url.split('?')[0] ?? url}`,
    requestGuid: ctx.response.get('request-guid'),
  });
}
