// nextland's Fastify logger options: whatever the caller chose (level, stream), with errors written through
// serializeError so no SQL parameter value reaches the log.
import type { FastifyServerOptions } from 'fastify';
import { serializeError } from './log-errors.js';

type LoggerOption = FastifyServerOptions['logger'];

export function withSafeErrorLogs(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: serializeError } };
}
