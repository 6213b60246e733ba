import fs from 'node:fs';

/**
 * The browser the journeys, the benchmarks and the scripts drive: Debian's chromium (Playwright
 * never downloads one here), or the one CHROMIUM_PATH names.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell), the build Playwright itself runs
 * headless tests in: the same engine without the desktop browser around it, it takes about a
 * third less time over the journeys on two cores. Without it the journeys use CHROMIUM_PATH.
 */
const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const JOURNEY_BROWSER_PATH = fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

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
