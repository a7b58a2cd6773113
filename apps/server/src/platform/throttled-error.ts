import { AppError } from './app-error';

/** A 429 that knows when to try again; the error handler sends that as Retry-After. */
export class ThrottledError extends AppError {
  declare readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number, code = 'too_many_attempts') {
    super({ code, statusCode: 429, title: 'Too Many Requests', message, retryAfterSeconds });
  }
}
