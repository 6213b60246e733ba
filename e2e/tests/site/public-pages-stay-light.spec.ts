/**
 * A public page's first download on the production build: at most 120 KB of JavaScript (gzip)
 * before it is interactive, none of it the office's, and cached the way a release needs
 * (hashed files forever, the HTML revalidated). Bytes read from the server, never timings.
 */
import { expect, test } from '@playwright/test';
import { measureFirstLoad } from '../../../bench/firstLoad';

const BUDGET_BYTES = 120 * 1024;
const PUBLIC_PAGES = [
  '/',
  '/services',
  '/visit-saint-lucia',
  // Its live park widget loads its code and data only as it nears the screen.
  '/visit-central-florida',
  '/quote',
  '/contact',
  '/about',
  '/cruises',
  '/blog',
  // The game: its board and rules ride in the page's own chunk.
  '/island-adventures-game',
  // A demo post: an article page, made of data the server loads.
  '/blog/hiking-gros-piton-what-to-know',
];
/** Code no public page may carry in its first download. */
const PRIVATE_CODE = /OfficeLayout|AgentOfficePage|syncEngine|dexie|proposalPdf|fontkit|config-provider/;

for (const path of PUBLIC_PAGES) {
  test(`${path} carries no office, sync, PDF or antd code in its first download`, async ({ baseURL }) => {
    const { files } = await measureFirstLoad(baseURL!, path);
    expect(files.length).toBeGreaterThan(0);
    expect(files.map(({ file }) => file).filter((file) => PRIVATE_CODE.test(file))).toEqual([]);
  });

  test(`${path} needs at most 120 KB of JavaScript before it is interactive`, async ({ baseURL }) => {
    const { files, gzipBytes } = await measureFirstLoad(baseURL!, path);
    expect(
      gzipBytes,
      files.map(({ file, gzipBytes: bytes }) => `${bytes} ${file}`).join('\n'),
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

test('a visitor who never signed in sees Login with no session request and no session code', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/services');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(requested).not.toContain('/api/auth/me');
  expect(requested.filter((path) => /SessionActions|useQuery|QueryIsland/.test(path))).toEqual([]);
});

test('hashed files are cached for a year and pages are revalidated on each visit', async ({ request }) => {
  const page = await request.get('/services');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
