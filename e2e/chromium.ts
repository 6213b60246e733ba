/**
 * The browser the journeys, the benchmarks and the scripts drive: Debian's chromium (Playwright
 * never downloads one here), or the one CHROMIUM_PATH names.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a headless chromium in a container: no sandbox (no user namespaces), no GPU, and
 * nothing fetched or synced in the background, so the only traffic is the test's own.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
