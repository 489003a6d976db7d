import type { FastifyBaseLogger, FastifyLogFn } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

/** A logger that can say whether it writes at a level (pino's can). */
interface Filtering {
  isLevelEnabled?(level: string): boolean;
}

/**
 * A request's logger (its request id bound), made only when the request first writes something. Fastify
 * makes one per request; at `warn` and above most requests write nothing, and making a pino child logger
 * (its bindings serialised, redaction applied) costs every request several microseconds and a few
 * kilobytes for nothing. At `info`, where each request logs its arrival, it is made at once.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  declare fatal: FastifyLogFn;
  declare error: FastifyLogFn;
  declare warn: FastifyLogFn;
  declare info: FastifyLogFn;
  declare debug: FastifyLogFn;
  declare trace: FastifyLogFn;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  /** The child logger itself, made on first use. */
  logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  /** Whether a line at `level` would be written: asked of the parent until the child exists. */
  writes(level: Level): boolean {
    const logger = (this.made ?? this.parent) as FastifyBaseLogger & Filtering;
    return logger.isLevelEnabled?.(level) ?? true;
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

for (const level of LEVELS) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: unknown[]) {
    if (!this.writes(level)) return;
    const logger = this.logger();
    Reflect.apply(logger[level], logger, args);
  };
}

/**
 * Fastify's `childLoggerFactory`: a lazy RequestLogger, unless the route sets its own level or serialisers,
 * which only a real child logger applies.
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  if (options && Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings, options);
}
