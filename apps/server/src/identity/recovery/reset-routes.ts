import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandName, type Brand } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { sendPage } from '../../platform/server-pages/send-page';
import { renderForgotPasswordPage, renderResetSentPage } from '../pages/forgot-password-page';
import { renderMessagePage } from '../pages/message-page';
import { FORGOT_PASSWORD_PATH } from '../pages/recovery-paths';
import { renderResetPasswordPage } from '../pages/reset-password-page';
import { afterAnswer, sendThrottled } from './answers';
import { RECOVERY_MESSAGES } from './messages';
import { openResetLink, type ResetLink } from './open-reset-link';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

// Lengths only: any other oddity gets the page's own message.
const forgotBody = z.object({ email: z.string().max(320).default('') });
const tokenQuery = z.object({ token: z.string().max(100).default('') });
const resetBody = z.object({
  token: z.string().max(100).default(''),
  password: z.string().max(1024).default(''),
  confirm: z.string().max(1024).default(''),
});

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** The page for a link that cannot be used, with the way to a new one. */
function closedLinkPage(kind: Exclude<ResetLink['kind'], 'open'>): {
  status: number;
  html: string;
} {
  const pages = {
    invalid: {
      status: 404,
      title: 'This link is not valid',
      message: RECOVERY_MESSAGES.linkInvalid,
    },
    used: { status: 410, title: 'This link has been used', message: RECOVERY_MESSAGES.linkUsed },
    expired: {
      status: 410,
      title: 'This link has expired',
      message: RECOVERY_MESSAGES.linkExpired,
    },
  } as const;
  const page = pages[kind];
  return {
    status: page.status,
    html: renderMessagePage({
      title: page.title,
      message: page.message,
      link: { href: FORGOT_PASSWORD_PATH, text: 'Ask for a new link' },
    }),
  };
}

/** "Forgot password": ask for a link, then choose a new password with it (decision 029). */
export function resetRoutes(options: { db: Db; publicUrl: string; brand: Brand }) {
  const { db, publicUrl } = options;
  const signInUrl = new URL('/login', publicUrl).toString();
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/forgot-password', { schema: { hide: true } }, (_request, reply) =>
      sendPage(reply, 200, renderForgotPasswordPage({ signInUrl })),
    );

    routes.post(
      '/forgot-password',
      { schema: { hide: true, body: forgotBody } },
      async (request, reply) => {
        const typed = request.body.email.trim();
        if (!EMAIL_SHAPE.test(typed)) {
          const page = renderForgotPasswordPage({
            email: typed,
            error: RECOVERY_MESSAGES.emailNeeded,
            signInUrl,
          });
          return sendPage(reply, 400, page);
        }
        const outcome = await requestPasswordReset(db, {
          email: typed,
          ip: request.ip,
          publicUrl,
          brand: brandName(options.brand),
        });
        if (outcome.kind === 'throttled') {
          return sendThrottled(reply, RECOVERY_MESSAGES.tooManyResets, outcome.retryAfter);
        }
        await sendPage(
          reply,
          200,
          renderResetSentPage({ message: RECOVERY_MESSAGES.resetSent, signInUrl }),
        );
        afterAnswer(outcome.send, (error: unknown) => {
          request.log.error({ err: error }, 'identity: could not send a password reset link');
        });
        return reply;
      },
    );

    routes.get(
      '/reset-password',
      { schema: { hide: true, querystring: tokenQuery } },
      async (request, reply) => {
        const link = await openResetLink(db, request.query.token, { now: new Date() });
        if (link.kind !== 'open') {
          const page = closedLinkPage(link.kind);
          return sendPage(reply, page.status, page.html);
        }
        const html = renderResetPasswordPage({ token: request.query.token, email: link.email });
        return sendPage(reply, 200, html);
      },
    );

    routes.post(
      '/reset-password',
      { schema: { hide: true, body: resetBody } },
      async (request, reply) => {
        try {
          const outcome = await resetPassword(db, { ...request.body, ip: request.ip }, options);
          if (outcome.kind !== 'changed') {
            const page = closedLinkPage(outcome.kind);
            return await sendPage(reply, page.status, page.html);
          }
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
          const link = await openResetLink(db, request.body.token, { now: new Date() });
          const email = link.kind === 'open' ? link.email : '';
          const html = renderResetPasswordPage({
            token: request.body.token,
            email,
            error: error.message,
          });
          return sendPage(reply, 400, html);
        }
        const done = renderMessagePage({
          title: 'Your password has been changed',
          message: RECOVERY_MESSAGES.passwordChanged,
          link: { href: signInUrl, text: 'Sign in' },
        });
        return sendPage(reply, 200, done);
      },
    );
  };
}
