import path from 'node:path';

/**
 * The data directory of the end-to-end server on `port` (its database and the local mail
 * provider's ./mail): one per port, so two runs on one machine never share or wipe each other's.
 */
export function e2eDataDir(port: string | undefined): string {
  return path.resolve(import.meta.dirname, '.artifacts', `data-${port ?? 'default'}`);
}
