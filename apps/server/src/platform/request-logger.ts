import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** pino's numbers for its levels; a logger at `silent` writes nothing. */
const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/**
 * A request's logger, whose pino child (the root logger bound to the request's ids) is made
 * the first time something is written through it. Most requests write only their access
 * line, which the root logger writes with the same ids (`writeAccessLine`), so they make no
 * child: making one per request was 3% of a signed-in account read (issue 8, P2). A line
 * below the logger's level makes no child either.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly root: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions | undefined,
  ) {}

  /** The pino child, made now if it was not yet. */
  private get made(): FastifyBaseLogger {
    this.#child ??= this.root.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.options?.level ?? this.root.level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  /**
   * Writes the line that ends every request. Through the root logger with the ids in the
   * line itself when no child was made and a child would add nothing but the ids (no level
   * or serializers of the route's own): pino writes the same keys in the same order.
   */
  writeAccessLine(line: object, message: string, error?: Error | null): void {
    if (!error && !this.enabled('info')) return;
    const child = this.#child ?? (this.options === undefined ? undefined : this.made);
    const [logger, fields] =
      child === undefined ? [this.root, { ...this.bindings, ...line }] : [child, line];
    if (error) logger.error({ ...fields, err: error }, message);
    else logger.info(fields, message);
  }

  private enabled(level: Level): boolean {
    return (
      this.#child !== undefined || (LEVEL_VALUES[level] ?? 0) >= (LEVEL_VALUES[this.level] ?? 0)
    );
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.enabled(level)) return;
    const logger = this.made as unknown as Record<Level, (...line: unknown[]) => void>;
    logger[level](...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {
    // Writes nothing, as pino's does.
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}
