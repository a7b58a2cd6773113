import { passwordComplexitySchema } from '@portal/contracts';
import type { ModuleContext } from '../../platform/module-context';
import { AppError } from '../../platform/app-error';
import { EMAIL_MESSAGES } from '@portal/contracts';

/**
 * The server's complexity check belongs to the identity module; modules meet over HTTP, so
 * the API asks it, as the caller, the same question the SPA's strength meter asks.
 */
export function createPasswordCheck(context: Pick<ModuleContext, 'config' | 'fetch'>) {
  const url = `${context.config.publicUrl}/api/iam/calculatepasswordcomplexity`;
  return async (password: string, authorization: string | undefined): Promise<void> => {
    const response = await context.fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(authorization === undefined ? {} : { authorization }),
      },
      body: JSON.stringify({ password }),
    });
    if (!response.ok) {
      throw new AppError({
        code: 'password_check_failed',
        statusCode: 502,
        title: 'Bad Gateway',
        message: 'Sorry, an unexpected error occurred.',
        logMessage: `password complexity check answered ${String(response.status)}`,
      });
    }
    const body = (await response.json()) as { data: unknown };
    const complexity = passwordComplexitySchema.parse(body.data);
    if (!complexity.isAcceptable) {
      throw AppError.badRequest(EMAIL_MESSAGES.weakPassword, 'weak_password');
    }
  };
}

export type PasswordCheck = ReturnType<typeof createPasswordCheck>;
