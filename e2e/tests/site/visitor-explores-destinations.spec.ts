import { expect, test } from '@playwright/test';

test('a visitor finds the partners and the game on the home page', async ({ page }) => {
  await page.goto('/');
  const partners = page.getByRole('region', { name: 'Our Travel Partners' });
  const partnerLinks = partners.getByRole('link');
  await expect(partnerLinks).toHaveCount(10);
  for (const link of await partnerLinks.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(partners.getByText('Coming soon')).toBeVisible();

  const play = page.getByRole('link', { name: 'Play Island Adventure Now' });
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();
  await play.click();
  await expect(page).toHaveURL(/\/island-adventures-game$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a visitor compares the Saint Lucia packages and looks through the gallery', async ({ page }) => {
  await page.goto('/visit-saint-lucia');
  await expect(page.getByRole('heading', { level: 1, name: 'Visit Saint Lucia' })).toBeVisible();
  const packages = page.getByRole('region', { name: 'Saint Lucia Packages' }).getByRole('article');
  await expect(packages).toHaveCount(5);
  for (const item of await packages.all()) {
    await expect(item.getByText(/^From \$[\d,]+ per person$/)).toBeVisible();
    await expect(item.getByText(/\d+-\d+ days/)).toBeVisible();
    await expect(item.getByRole('link', { name: /^Get Package Quote/ })).toHaveAttribute('href', '/quote');
  }

  const gallery = page.getByRole('region', { name: 'Saint Lucia Gallery' });
  await gallery.scrollIntoViewIfNeeded();
  const pictures = gallery.getByRole('img');
  await expect(pictures).toHaveCount(6);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    // Loaded from this site, not a broken image.
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(page.getByRole('link', { name: 'Download the Saint Lucia Travel Guide' })).toHaveAttribute(
    'href',
    '/checklists/saint-lucia-checklist.txt',
  );
});

test('a visitor reads about the founder and the certifications', async ({ page }) => {
  await page.goto('/about');
  await expect(
    page.getByRole('region', { name: 'Meet Our Founder' }).getByRole('heading', { level: 3 }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our Certifications' }).getByRole('listitem')).toHaveCount(
    34,
  );
});

test('a visitor opens the privacy policy from the footer and closes it with Escape', async ({ page }) => {
  await page.goto('/about');
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'What we collect' })).toBeVisible();
  await expect(dialog.getByText(/PayPal processes the payment/)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('an unknown address says 404 Page Not Found and offers a way back', async ({ page }) => {
  await page.goto('/no-such-destination');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: /Explore Our Services/ }).click();
  await expect(page).toHaveURL(/\/services$/);
});
