import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pinoPretty from 'pino-pretty';
import { urlForLog } from './log-redaction.js';

export type LogFormat = 'auto' | 'json' | 'pretty';

interface LoggerSetup {
  /** What the lines will look like: decided here once, from the setting and the output. */
  format: 'json' | 'pretty';
  /** Fastify's options for them. */
  options: Pick<FastifyServerOptions, 'logger' | 'logController'>;
}

/**
 * The logger of the app. JSON lines for machines (CI, a service manager, a file); when the output is
 * a terminal a person reads it, so it is one short line per event: time, level, message, and for a
 * request `GET /api/product/all 200 3 ms`. Both forms share the serializers below, so a secret or a
 * full phone number reaches neither.
 */
export function createLoggerSetup(options: {
  level: string;
  format: LogFormat;
  /** Where lines go instead of standard output (tests). */
  stream?: NodeJS.WritableStream | undefined;
  /** Whether standard output is a terminal; asked only when the format is `auto`. */
  isTerminal?: () => boolean;
}): LoggerSetup {
  const isTerminal = options.isTerminal ?? (() => process.stdout.isTTY === true);
  const pretty =
    options.format === 'pretty' || (options.format === 'auto' && !options.stream && isTerminal());
  const logger = {
    level: options.level,
    // Tokens and passwords never reach the logs.
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
    serializers: {
      // Admin searches put customers' phone numbers in the URL; the log keeps them masked.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: urlForLog(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
  if (!pretty) {
    return {
      format: 'json',
      options: {
        logger: options.stream ? { ...logger, stream: options.stream } : logger,
        logController: new MaskedLogController(),
      },
    };
  }
  return {
    format: 'pretty',
    options: {
      logger: {
        ...logger,
        stream: pinoPretty({
          destination: options.stream ?? 1,
          // Synchronous, like pino's own default destination: a line is out before the process exits.
          sync: true,
          colorize: !options.stream && isTerminal(),
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,reqId,req,res,responseTime',
          singleLine: true,
          messageFormat: formatMessage,
        }),
      },
      logController: new OneLinePerRequest(),
    },
  };
}

interface LoggedRequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** `GET /api/order/all-orders?search=017******32 200 4 ms` for a request; the message alone otherwise. */
function formatMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  const { req, res, responseTime } = log as LoggedRequestLine;
  if (!req?.method) return message;
  const status = res?.statusCode === undefined ? '' : ` ${res.statusCode}`;
  const time = responseTime === undefined ? '' : ` ${Math.round(responseTime)} ms`;
  return `${req.method} ${req.url ?? ''}${status}${time}`;
}

/** Fastify's own log lines, with the one that writes the raw URL into its message masked too. */
class MaskedLogController extends LogController {
  override routeNotFound(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${urlForLog(request.url)} not found`);
  }
}

/**
 * For a person at a terminal: a request is one line when it has been answered, instead of Fastify's
 * two (received, completed); the received line stays available at `debug`.
 */
class OneLinePerRequest extends MaskedLogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const log: FastifyBaseLogger = reply.log;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) log.error({ ...fields, err: error }, 'request errored');
    else log.info(fields, 'request completed');
  }
}
