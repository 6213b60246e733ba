import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; never log passwords, tokens or cookies (redacted below). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
  });
}
