/**
 * Captures the install-dialog screenshots of the web app manifest from a running server with
 * demo data: the Agent Office as the demo agent sees it, once wide (desktop) and once narrow
 * (tablet, on the Clients tab). It starts nothing; point it at a server built from the current PWA:
 *   npx tsx scripts/screenshots.ts http://localhost:3000
 * Re-run it when the office looks noticeably different.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const baseUrl = (process.argv[2] ?? process.env.BASE_URL ?? '').replace(/\/$/, '');
if (!baseUrl) {
  console.error('Usage: npx tsx scripts/screenshots.ts <base URL of a running server>');
  process.exit(1);
}

const outDir = path.resolve(import.meta.dirname, '..', 'pwa', 'public', 'screenshots');
const demoAgent = { email: 'agent@demo.test', password: 'demo-travel-2026' };

/** Keep in step with the `screenshots` list of the manifest in vite.config.ts. */
const shots = [
  { file: 'office-wide.png', width: 1280, height: 800, path: '/agent-office' },
  { file: 'office-tablet.png', width: 768, height: 1024, path: '/agent-office?tab=clients' },
] as const;

async function capture(browser: Browser, shot: (typeof shots)[number]): Promise<void> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: shot.width, height: shot.height },
    deviceScaleFactor: 1,
  });
  try {
    // Signing in through the API shares the session cookie with the page of this context.
    const csrf = await context.request.get('/api/auth/csrf-token');
    if (!csrf.ok()) throw new Error(`CSRF token request failed: ${csrf.status()}`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const login = await context.request.post('/api/auth/login', {
      headers: { 'X-CSRF-Token': csrfToken },
      data: demoAgent,
    });
    if (!login.ok()) throw new Error(`Login failed: ${login.status()} ${await login.text()}`);

    const page = await context.newPage();
    await page.goto(shot.path, { waitUntil: 'networkidle' });
    await page.getByRole('tab').first().waitFor();
    // Fonts and antd's entry animations settle before the picture is taken.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    const file = path.join(outDir, shot.file);
    await page.screenshot({ path: file, animations: 'disabled' });
    const { size } = await stat(file);
    console.log(`${shot.file}: ${shot.width}x${shot.height}, ${Math.round(size / 1024)} KB`);
  } finally {
    await context.close();
  }
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  for (const shot of shots) await capture(browser, shot);
} finally {
  await browser.close();
}
