import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs (one line per event, request id on each). On a developer's terminal
 * they are pretty-printed instead. Passwords, tokens and cookies are redacted.
 */
export function createLogger(level: string, options: { pretty?: boolean } = {}): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
    ...(options.pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'time' } } }
      : {}),
  });
}
