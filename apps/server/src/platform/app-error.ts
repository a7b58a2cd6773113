/**
 * The one application error. `message` is for people and reaches the response body;
 * `logMessage` is for operators and only reaches the logs.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: string;
  readonly statusCode: number;
  readonly title: string;
  readonly logMessage: string | undefined;
  /** When to try again, sent as Retry-After by the error handler (a 429, a 409 in progress). */
  readonly retryAfterSeconds: number | undefined;

  constructor(options: {
    code: string;
    statusCode: number;
    title: string;
    message: string;
    logMessage?: string;
    cause?: unknown;
    retryAfterSeconds?: number;
  }) {
    super(options.message, { cause: options.cause });
    this.code = options.code;
    this.statusCode = options.statusCode;
    this.title = options.title;
    this.logMessage = options.logMessage;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static badRequest(message: string, code = 'bad_request'): AppError {
    return new AppError({ code, statusCode: 400, title: 'Bad Request', message });
  }

  static unauthorized(message: string, code = 'unauthorized'): AppError {
    return new AppError({ code, statusCode: 401, title: 'Unauthorized', message });
  }

  static forbidden(message: string, code = 'forbidden', logMessage?: string): AppError {
    return new AppError({
      code,
      statusCode: 403,
      title: 'Forbidden',
      message,
      ...(logMessage === undefined ? {} : { logMessage }),
    });
  }

  static notFound(message: string, code = 'not_found'): AppError {
    return new AppError({ code, statusCode: 404, title: 'Not Found', message });
  }

  static conflict(message: string, code = 'conflict'): AppError {
    return new AppError({ code, statusCode: 409, title: 'Conflict', message });
  }
}
