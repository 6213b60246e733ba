/**
 * A visitor on the blog: searches and filters with the address following along (the back
 * button walks back through the searches), opens a post, likes and shares it, and comments;
 * once the agency approves the comment it is listed under the post, as text.
 */
import { expect, test, type Page } from '@playwright/test';
import { csrfToken } from '../../fixtures/accounts';
import { DEMO_ADMIN } from '../../pages/OfficeDevice';
import { pageIsHydrated } from '../../pages/hydration';
import { expectToast } from '../../pages/toasts';

async function openHydrated(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
}

/** The post's own article (related posts below it have buttons of their own). */
const article = (page: Page) => page.locator('article.blog-article');

/** The figure a post action's button shows (its name: 'Like "…", 12 likes'). */
async function countOn(page: Page, name: RegExp): Promise<number> {
  const text = (await article(page).getByRole('button', { name }).first().textContent()) ?? '';
  return Number(/(\d+)\D*$/.exec(text)?.[1]);
}

test('a visitor searches and filters the blog, goes back, and opens a post', async ({ page }) => {
  await openHydrated(page, '/blog');
  await expect(page).toHaveTitle('Travel Blog - Latest Tips & Destination Guides | Island Bridge Travel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog & NEWS UPDATES');
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search posts' }).fill('piton');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/blog\?search=piton$/);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText('for “piton”');
  const titles = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles.filter({ hasText: 'Hiking Gros Piton' })).toHaveCount(1);

  // A category narrows the search; the address says both, so the search can be shared.
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('saint-lucia');
  await expect(page).toHaveURL(/\/blog\?search=piton&category=saint-lucia$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('saint-lucia');
  for (const category of await page.getByRole('article').locator('.blog-card__category').allTextContents())
    expect(category).toBe('Saint Lucia');

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\?search=piton$/);
  await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('piton');

  await page
    .getByRole('link', { name: /Hiking Gros Piton/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/hiking-gros-piton-what-to-know$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hiking Gros Piton: What to Know Before You Climb',
  );
  // The brand once in the tab's title, and the post's structured data for search engines.
  await expect(page).toHaveTitle('Hiking Gros Piton: What to Know Before You Climb | Island Bridge Travel');
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(structured.find((entry) => entry['@type'] === 'BlogPosting')?.image).toMatch(/^http/);
  expect(structured.find((entry) => entry['@type'] === 'BreadcrumbList')).toBeTruthy();
  await expect(page.getByRole('heading', { name: 'Related Posts' })).toBeVisible();
  await page.getByRole('link', { name: 'View All Blog Posts' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);

  // Nothing found: say so, and offer the way back to every post.
  await openHydrated(page, '/blog?search=zzqxnothing');
  await expect(page.getByText('No blog posts found matching your criteria.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a visitor likes a post once and shares it on Facebook', async ({ page, context }) => {
  // This browser has no share sheet of its own: the network's share page opens instead.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await context.route('https://www.facebook.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }),
  );
  await openHydrated(page, '/blog/saint-lucia-festivals-jazz-and-carnival');
  const likes = await countOn(page, /^Like /);
  const shares = await countOn(page, /^Share "/);

  await article(page)
    .getByRole('button', { name: /^Like / })
    .click();
  await expectToast(page, 'Thanks!', 'Your like has been recorded.');
  await expect.poll(() => countOn(page, /^Like /)).toBe(likes + 1);
  // A second like from the same visitor is not counted again.
  await article(page)
    .getByRole('button', { name: /^Like / })
    .click();
  await expectToast(page, 'Already liked');
  expect(await countOn(page, /^Like /)).toBe(likes + 1);

  const shareWindow = context.waitForEvent('page');
  await article(page)
    .getByRole('button', { name: /^Share "/ })
    .click();
  const facebook = await shareWindow;
  await expect
    .poll(() => facebook.url())
    .toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(new URL(page.url()).toString())}`,
    );
  await facebook.close();
  await expectToast(page, 'Shared!', 'Thanks for sharing our content.');
  await expect.poll(() => countOn(page, /^Share "/)).toBe(shares + 1);

  // The figures are the server's: a new visit shows them.
  await openHydrated(page, '/blog/saint-lucia-festivals-jazz-and-carnival');
  expect(await countOn(page, /^Like /)).toBeGreaterThanOrEqual(likes + 1);
  expect(await countOn(page, /^Share "/)).toBeGreaterThanOrEqual(shares + 1);
});

test('a visitor comments; once approved, the comment is listed as text', async ({ page, browser }) => {
  const address = '/blog/alaska-cruise-season-when-to-go';
  const words = `Is <b>September</b> too late for whales? ${Date.now()}`;
  await openHydrated(page, address);
  await article(page)
    .getByRole('button', { name: /^Comments on/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /Comments on/ });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Post Comment' }).click();
  await expectToast(page, 'Missing fields', 'Please fill in all required fields.');
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');

  await dialog.getByLabel('Name', { exact: true }).fill('Marisol');
  await dialog.getByLabel('Email', { exact: true }).fill('marisol@example.com');
  await dialog.getByLabel('Comment', { exact: true }).fill(words);
  await dialog.getByRole('button', { name: 'Post Comment' }).click();
  await expectToast(page, 'Comment submitted', 'Your comment is pending approval.');
  await expect(dialog.getByRole('note')).toContainText(/awaiting approval/);
  await expect(dialog.getByText(words)).toHaveCount(0);

  // The agency approves it.
  const office = await browser.newContext();
  const signedIn = await office.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrfToken(office.request) },
    data: DEMO_ADMIN,
  });
  expect(signedIn.status()).toBe(200);
  const queue = (await (await office.request.get('/api/blog/comments?status=pending')).json()) as {
    comments: Array<{ id: string; content: string }>;
  };
  const comment = queue.comments.find((entry) => entry.content === words);
  expect(comment, 'the comment waits in the queue').toBeTruthy();
  const approved = await office.request.patch(`/api/blog/comments/${comment!.id}`, {
    headers: { 'X-CSRF-Token': await csrfToken(office.request) },
    data: { status: 'approved' },
  });
  expect(approved.status()).toBe(200);
  await office.close();

  await openHydrated(page, address);
  await article(page)
    .getByRole('button', { name: /^Comments on/ })
    .click();
  const listed = page.getByRole('dialog', { name: /Comments on/ }).getByText(words);
  // Text, not markup: the tags are shown as typed, and no <b> element was made.
  await expect(listed).toBeVisible();
  await expect(page.getByRole('dialog').locator('b')).toHaveCount(0);
  // Replying is a link button in the brand's colour, not bare text.
  const reply = page
    .getByRole('dialog', { name: /Comments on/ })
    .getByRole('button', { name: /^Reply to / })
    .first();
  await expect(reply).toHaveClass(/\bbtn--link\b/);
  await expect(reply.locator('.anticon')).toBeVisible();
  await reply.click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel reply' })).toBeVisible();
});

test('a picture that cannot load gives way to the placeholder, then says so', async ({ page }) => {
  await page.route('**/images/blog-placeholder.svg', (route) => route.fulfill({ status: 404 }));
  await openHydrated(page, '/blog');
  const lastCard = page.getByRole('article').last();
  await lastCard.scrollIntoViewIfNeeded();
  await expect(lastCard.getByText('Failed to load image')).toBeVisible();
});
