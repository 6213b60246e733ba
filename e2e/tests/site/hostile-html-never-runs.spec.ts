/**
 * Hostile HTML in everything a visitor or an author can put on a page: each payload of the
 * corpus goes in as a blog comment and as a post body, written in the office and imported from
 * a feed, and the pages show it in chromium: no dialog opens, no script runs, and the article
 * holds no script, no event handler, no javascript: address and no style attribute.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { XSS_PAYLOADS } from '../../../api/test/xssPayloads';
import { csrfToken } from '../../fixtures/accounts';
import { HOSTILE_FEED_POST_TITLE } from '../../fixtures/hostileFeed';
import { DEMO_ADMIN } from '../../pages/OfficeDevice';

/** Fails the test on any dialog, and marks what a payload that ran would have set. */
async function watchForScripts(page: Page): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.exposeFunction('reportXss', (what: string) => ran.push(what));
  await page.addInitScript(() => {
    // Any call of these from a payload is reported, whether or not a dialog would show.
    for (const name of ['alert', 'confirm', 'prompt'] as const)
      Object.defineProperty(window, name, {
        value: (message: unknown) =>
          (window as unknown as { reportXss: (what: string) => void }).reportXss(
            `${name}(${String(message)})`,
          ),
      });
  });
  return ran;
}

/** What must never be in the rendered article or comments: returned as readable findings. */
async function dangerousMarkup(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('*')].flatMap((element) => {
        const found: string[] = [];
        const tag = element.tagName.toLowerCase();
        if (['script', 'iframe', 'object', 'embed', 'form', 'style', 'base', 'meta', 'link'].includes(tag)) {
          // Embeds of the allowed video hosts are the only frames a post may carry.
          const src = element.getAttribute('src') ?? '';
          if (!(
            tag === 'iframe' && /^https:\/\/(www\.youtube(-nocookie)?\.com|player\.vimeo\.com)\//.test(src)
          ))
            found.push(`<${tag}>`);
        }
        for (const attribute of [...element.attributes]) {
          const name = attribute.name.toLowerCase();
          // Browsers skip white space and control characters inside a scheme.
          const value = [...attribute.value]
            .filter((character) => character.charCodeAt(0) > 0x20)
            .join('')
            .toLowerCase();
          if (name.startsWith('on')) found.push(`${tag}[${name}]`);
          if (name === 'style') found.push(`${tag}[style]`);
          if (/^(javascript|vbscript|data):/.test(value) && name !== 'alt')
            found.push(`${tag}[${name}=${value}]`);
        }
        return found;
      }),
    ),
  );
}

async function signedInAdmin(browser: Browser) {
  const context = await browser.newContext();
  const signedIn = await context.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrfToken(context.request) },
    data: DEMO_ADMIN,
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return context;
}

test('every payload sent as a comment is listed as text and runs nothing', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { posts } = (await (await page.request.get('/api/blog/posts?search=alaska')).json()) as {
    posts: Array<{ id: string; slug: string }>;
  };
  const post = posts[0];
  const admin = await signedInAdmin(browser);
  const token = await csrfToken(admin.request);
  const marker = `xss-${Date.now()}`;
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const sent = await page.request.post(`/api/blog/posts/${post.id}/comments`, {
      headers: { 'X-CSRF-Token': await csrfToken(page.request) },
      data: { authorName: `${marker} ${index}`, authorEmail: 'hostile@example.com', content: payload },
    });
    // A payload with more links than a comment may carry is refused: that too keeps it off the page.
    expect([201, 400], await sent.text()).toContain(sent.status());
  }
  const queue = (await (await admin.request.get('/api/blog/comments?status=pending')).json()) as {
    comments: Array<{ id: string; authorName: string }>;
  };
  const mine = queue.comments.filter((comment) => comment.authorName.startsWith(marker));
  expect(mine.length).toBeGreaterThanOrEqual(50);
  for (const comment of mine) {
    const approved = await admin.request.patch(`/api/blog/comments/${comment.id}`, {
      headers: { 'X-CSRF-Token': token },
      data: { status: 'approved' },
    });
    expect(approved.status()).toBe(200);
  }
  await admin.close();

  const ran = await watchForScripts(page);
  await page.goto(`/blog/${post.slug}`);
  await page
    .locator('article.blog-article')
    .getByRole('button', { name: /^Comments on/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /Comments on/ });
  await expect(dialog.getByText(`${marker} ${mine.length - 1}`, { exact: false }).first()).toBeVisible();
  // The first payload is shown as the very text that was sent.
  await expect(dialog.getByText('<script>alert(1)</script>', { exact: true })).toBeVisible();
  expect(await dangerousMarkup(page, '.comments-dialog__list')).toEqual([]);
  expect(await dialog.locator('.comments-dialog__content img, .comments-dialog__content a').count()).toBe(0);
  expect(ran).toEqual([]);
});

/** Opens the post and checks its article: nothing ran, nothing dangerous is in it, text stayed. */
async function expectHarmlessArticle(page: Page, slug: string): Promise<void> {
  const ran = await watchForScripts(page);
  await page.goto(`/blog/${slug}`);
  await expect(page.locator('.blog-article__content')).toBeVisible();
  // The harmless parts of the payloads are still there ("after" follows a removed script).
  await expect(page.locator('.blog-article__content')).toContainText('after');
  expect(await dangerousMarkup(page, '.blog-article__content')).toEqual([]);
  // Every picture loads (or fails) and every link is followed no further: give them the chance.
  await page.locator('.blog-article__content').hover();
  expect(ran).toEqual([]);
}

test('a post written in the office with every payload in its body runs nothing', async ({
  page,
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  // A NUL is refused with a message (it cannot be stored); the rest of that payload still goes.
  const markdown = XSS_PAYLOADS.map((payload) => `<div>${payload.replaceAll('\0', '')}</div>`).join('\n\n');
  const saved = await admin.request.post('/api/blog/posts', {
    headers: { 'X-CSRF-Token': await csrfToken(admin.request) },
    data: {
      title: `Written Hostile Markup Check ${Date.now()}`,
      markdown,
      status: 'published',
      publishedAt: '2001-01-02T00:00:00Z',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { slug } = ((await saved.json()) as { data: { slug: string } }).data;
  await admin.close();
  await expectHarmlessArticle(page, slug);
});

test('a post imported from a feed with every payload in its body runs nothing', async ({ page }) => {
  // The server imports the feed (BLOG_FEED_URL, e2e/server.ts) a few seconds after it starts.
  let slug: string | undefined;
  await expect
    .poll(
      async () => {
        const { posts } = (await (
          await page.request.get(`/api/blog/posts?search=${encodeURIComponent(HOSTILE_FEED_POST_TITLE)}`)
        ).json()) as { posts: Array<{ slug: string; title: string }> };
        slug = posts.find((post) => post.title === HOSTILE_FEED_POST_TITLE)?.slug;
        return slug;
      },
      { timeout: 60_000 },
    )
    .toBeTruthy();
  await expectHarmlessArticle(page, slug!);
});
