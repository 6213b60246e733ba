import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs (one line per event, request id on each). Passwords, tokens and cookies
 * are redacted. `destination` replaces standard output (a developer's terminal, a test).
 */
export function createLogger(level: string, options: { destination?: DestinationStream } = {}): Logger {
  const settings = {
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/**
 * Log lines pretty-printed for a developer's terminal, written at once on this thread: a
 * printer on a worker thread writes them whenever it gets to them, after what the process
 * itself printed since (the start-up banner with the address and logins). Null where
 * pino-pretty is not installed (an install without the development dependencies).
 */
export async function prettyDestination(): Promise<DestinationStream | null> {
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'time' });
  } catch {
    return null;
  }
}
