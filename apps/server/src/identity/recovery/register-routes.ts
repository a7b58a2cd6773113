import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { countCalls } from '../../platform/rate-limit';
import { sendPage } from '../../platform/server-pages/send-page';
import { REGISTER_LIMITS } from '../../config/rate-limits';
import { renderMessagePage } from '../pages/message-page';
import {
  renderChooseDestinationPage,
  renderRegisterAccountPage,
  renderRegisterDetailsPage,
} from '../pages/register-pages';
import { sendThrottled } from './answers';
import { browserSecretOf, ensureBrowserSecret } from './browser-secret';
import { completeRegistration } from './complete-registration';
import { RECOVERY_MESSAGES } from './messages';
import { findRegistrableAccount, type RegistrableAccount } from './registrable-account';
import { sendRegisterCode } from './send-register-code';

// Lengths only: any other oddity gets the page's own message.
const accountBody = z.object({ accountNumber: z.string().max(40).default('') });
const sendBody = accountBody.extend({ channel: z.string().max(20).default('') });
const completeBody = accountBody.extend({
  sentTo: z.string().max(400).default(''),
  code: z.string().max(20).default(''),
  email: z.string().max(320).default(''),
  password: z.string().max(1024).default(''),
  confirm: z.string().max(1024).default(''),
});

/** Which field of the last step an error is about. */
const ERROR_FIELDS: Record<string, 'code' | 'email' | 'password'> = {
  wrong_code: 'code',
  code_expired: 'code',
  email_needed: 'email',
  email_taken: 'email',
  passwords_differ: 'password',
  password_rule: 'password',
  password_weak: 'password',
};

function choicesOf(account: RegistrableAccount) {
  return account.destinations.map(({ channel, masked }) => ({ channel, masked }));
}

/**
 * "Register": an account holder makes a log-in with their account number and a code sent
 * to the account's billing email or mobile (decision 029). Every step counts against the
 * address, which bounds account-number probing and code guessing together.
 */
export function registerRoutes(options: { db: Db; publicUrl: string }) {
  const { db, publicUrl } = options;
  const signInUrl = new URL('/login', publicUrl).toString();
  const secureCookie = publicUrl.startsWith('https:');

  /** Counts the step; answers 429 and true when the address is over its limit. */
  async function throttled(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const wait = await countCalls(db, [{ limit: REGISTER_LIMITS.perAddress, subject: request.ip }]);
    if (wait === undefined) return false;
    await sendThrottled(reply, RECOVERY_MESSAGES.tooManyRegisters, wait);
    return true;
  }

  const notRegistrable = (reply: FastifyReply, accountNumber: string) =>
    sendPage(
      reply,
      400,
      renderRegisterAccountPage({
        accountNumber,
        error: RECOVERY_MESSAGES.accountNotRegistrable,
        signInUrl,
      }),
    );

  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/register', { schema: { hide: true } }, (_request, reply) =>
      sendPage(reply, 200, renderRegisterAccountPage({ signInUrl })),
    );

    routes.post(
      '/register',
      { schema: { hide: true, body: accountBody } },
      async (request, reply) => {
        if (await throttled(request, reply)) return reply;
        const { accountNumber } = request.body;
        const account = await findRegistrableAccount(db, accountNumber);
        if (account === undefined) return notRegistrable(reply, accountNumber.trim());
        const html = renderChooseDestinationPage({
          accountNumber: account.accountCode,
          choices: choicesOf(account),
        });
        return sendPage(reply, 200, html);
      },
    );

    routes.post(
      '/register/send',
      { schema: { hide: true, body: sendBody } },
      async (request, reply) => {
        if (await throttled(request, reply)) return reply;
        const { accountNumber, channel } = request.body;
        const account = await findRegistrableAccount(db, accountNumber);
        if (account === undefined) return notRegistrable(reply, accountNumber.trim());
        const chosen = account.destinations.find((each) => each.channel === channel);
        const choose = (status: number, error: string) =>
          sendPage(
            reply,
            status,
            renderChooseDestinationPage({
              accountNumber: account.accountCode,
              choices: choicesOf(account),
              error,
            }),
          );
        if (chosen === undefined) return choose(400, RECOVERY_MESSAGES.chooseWhere);
        const browserSecret = ensureBrowserSecret(request, reply, secureCookie);
        try {
          const sentTo = await sendRegisterCode(db, {
            account,
            channel: chosen.channel,
            browserSecret,
          });
          const html = renderRegisterDetailsPage({ accountNumber: account.accountCode, sentTo });
          return await sendPage(reply, 200, html);
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
          if (error.retryAfterSeconds !== undefined) {
            void reply.header('retry-after', String(error.retryAfterSeconds));
          }
          return choose(429, error.message);
        }
      },
    );

    routes.post(
      '/register/complete',
      { schema: { hide: true, body: completeBody } },
      async (request, reply) => {
        if (await throttled(request, reply)) return reply;
        const form = request.body;
        try {
          const made = await completeRegistration(db, {
            ...form,
            browserSecret: browserSecretOf(request),
            ip: request.ip,
          });
          const html = renderMessagePage({
            title: 'Your log-in is ready',
            message: `Sign in with ${made.email} to see account ${made.accountCode}.`,
            link: { href: signInUrl, text: 'Sign in' },
          });
          return await sendPage(reply, 201, html);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          if (error.code === 'account_not_registrable') {
            return notRegistrable(reply, form.accountNumber.trim());
          }
          const errorAt = ERROR_FIELDS[error.code];
          if (errorAt === undefined) throw error;
          const html = renderRegisterDetailsPage({
            accountNumber: form.accountNumber.trim(),
            sentTo: form.sentTo,
            email: form.email,
            error: error.message,
            errorAt,
          });
          return sendPage(reply, error.statusCode, html);
        }
      },
    );
  };
}
