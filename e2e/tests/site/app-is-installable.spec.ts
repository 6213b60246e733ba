import { expect, test } from '@playwright/test';

test('the app offers an installable manifest with its icons', async ({ page, request }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();

  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/agent-office');
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  for (const icon of manifest.icons as Array<{ src: string }>) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  const registration = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(registration).toMatch(/\/$/);
});
