import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Installing and working offline are the service worker's job: these journeys need it.
test.use({ serviceWorkers: 'allow' });

interface ManifestImage {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
  form_factor?: string;
}

interface Manifest {
  display: string;
  start_url: string;
  icons: ManifestImage[];
  screenshots: ManifestImage[];
  shortcuts: Array<{ name: string; url: string; icons: ManifestImage[] }>;
}

async function readManifest(page: Page, request: APIRequestContext): Promise<Manifest> {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const response = await request.get(manifestHref!);
  expect(response.status()).toBe(200);
  return (await response.json()) as Manifest;
}

async function expectPng(request: APIRequestContext, src: string): Promise<void> {
  const response = await request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()['content-type'], src).toBe('image/png');
}

/** Resolves once the service worker has precached everything and answers this page's requests. */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('the app offers an installable manifest with its icons', async ({ page, request }) => {
  const manifest = await readManifest(page, request);
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/agent-office');
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  for (const icon of manifest.icons) await expectPng(request, icon.src);
  const registration = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(registration).toMatch(/\/$/);
});

test('the install dialog gets screenshots and the app menu shortcuts into the office tabs', async ({
  page,
  request,
}) => {
  const manifest = await readManifest(page, request);

  expect(manifest.screenshots.map((shot) => `${shot.sizes} ${shot.form_factor}`)).toEqual(
    expect.arrayContaining(['1280x800 wide', '768x1024 narrow']),
  );
  for (const shot of manifest.screenshots) await expectPng(request, shot.src);

  expect(manifest.shortcuts.map(({ name, url }) => `${name} -> ${url}`)).toEqual([
    'Clients -> /agent-office?tab=clients',
    'Trip Planning -> /agent-office?tab=trip-planning',
    'Itineraries -> /agent-office?tab=itineraries',
    'Bookings -> /agent-office?tab=bookings',
    'Quotes -> /agent-office?tab=quotes',
    'Proposals -> /agent-office?tab=proposals',
    'Email Center -> /agent-office?tab=email',
  ]);
  for (const shortcut of manifest.shortcuts) {
    expect(shortcut.icons.length, shortcut.name).toBeGreaterThan(0);
    for (const icon of shortcut.icons) await expectPng(request, icon.src);
  }
});

test('offline, the service worker has the office stored and pages that need the server say so', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  // The office shell and its chunks wait in the precache before the office was ever opened.
  const officeChunks = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.filter((url) => /\/assets\/(OfficeLayout|AgentOfficePage)-/.test(url));
  });
  expect(officeChunks.some((url) => url.includes('/OfficeLayout-'))).toBe(true);
  expect(officeChunks.some((url) => url.includes('/AgentOfficePage-'))).toBe(true);

  await context.setOffline(true);
  try {
    // A proposal link a client opens from an e-mail: its content lives on the server.
    await page.goto('/p/a-proposal-link-token');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText(/the Agent Office, once it has been opened on this device/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

    // The client dashboard explains itself instead of sending the visitor to sign in.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // A page that needs nothing from the server still opens.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }

  // Back online, the same link reaches the server again (an unknown token, so: not available).
  await page.goto('/p/a-proposal-link-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Proposal not available' })).toBeVisible();
});
