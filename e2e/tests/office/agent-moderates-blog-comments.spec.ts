/**
 * An agent moderates the blog from the Agent Office: a visitor's comment waits in Pending, the
 * agent approves it and the blog lists it under its post; the agency's reply follows under it.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { brand } from '../../../api/contract/brand';
import type { BlogCommentList, BlogPostList } from '../../../api/contract/blog';
import { csrfToken } from '../../fixtures/accounts';
import { expectToast } from '../../pages/toasts';
import { pageIsHydrated } from '../../pages/hydration';

const DEMO_AGENT = { email: 'agent@demo.test', password: 'demo-travel-2026' } as const;

test('an agent approves a visitor comment from the Comments tab, replies as the agency, and both are listed under the post', async ({
  page,
  browser,
}) => {
  const mark = randomBytes(3).toString('hex');
  const authorName = `Rosa Felix ${mark}`;
  // Markup in a comment is the visitor's text: the office must show it as typed.
  const words = `Are the Pitons trails open in August? <img src=x onerror=alert(1)> ${mark}`;
  const answer = `Yes, with an early start and plenty of water. ${mark}`;

  // A visitor, in a browser of their own, comments on the newest post through the public API.
  const visitor = await browser.newContext();
  const listing = (await (await visitor.request.get('/api/blog/posts?limit=1')).json()) as BlogPostList;
  const post = listing.posts[0];
  expect(post, 'the demo blog has a published post').toBeTruthy();
  const sent = await visitor.request.post(`/api/blog/posts/${post.id}/comments`, {
    headers: { 'X-CSRF-Token': await csrfToken(visitor.request) },
    data: { authorName, authorEmail: `rosa-${mark}@example.com`, content: words },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await visitor.close();
  const listed = async () =>
    (await (await page.request.get(`/api/blog/posts/${post.id}/comments`)).json()) as BlogCommentList;
  expect((await listed()).comments.some((comment) => comment.content === words)).toBe(false);

  // The agent, on a tablet, signs in and opens the Comments tab.
  await page.setViewportSize({ width: 768, height: 1024 });
  const signedIn = await page.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
    data: DEMO_AGENT,
  });
  expect(signedIn.status()).toBe(200);
  await page.goto('/agent-office');
  await expect(page.getByRole('heading', { level: 1, name: /Agent Office - Welcome/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Comments' }).click();

  const tab = page.getByRole('region', { name: 'Blog Comments' });
  const statuses = tab.getByRole('group', { name: 'Comment status' });
  await expect(statuses.getByRole('button', { name: /^Pending \(\d+\)$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(statuses.getByRole('button', { name: /^Approved \(\d+\)$/ })).toBeVisible();

  const pending = tab.getByRole('list', { name: 'Pending comments' });
  const card = pending.getByRole('article', { name: authorName });
  await expect(card.getByText(words, { exact: true })).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
  // The title as text, not a pattern: a demo title such as "Why Saint Lucia? Our Story…" is no
  // pattern of itself, and the newest post depends on what other journeys published.
  await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
  await expect(card.getByRole('link', { name: `rosa-${mark}@example.com` })).toBeVisible();

  await card.getByRole('button', { name: `Approve, comment by ${authorName}` }).click();
  await expectToast(page, 'Comment approved');
  await expect(card).toHaveCount(0);

  // The blog lists it now (approved comments only).
  await expect
    .poll(async () => (await listed()).comments.some((comment) => comment.content === words))
    .toBe(true);

  // In the Approved queue the agency answers it.
  await statuses.getByRole('button', { name: /^Approved \(\d+\)$/ }).click();
  const approved = tab.getByRole('list', { name: 'Approved comments' });
  const approvedCard = approved.getByRole('article', { name: authorName });
  await approvedCard.getByRole('button', { name: `Reply as the agency to ${authorName}` }).click();
  const form = approvedCard.getByRole('form', { name: `Reply to ${authorName}` });
  await form.getByRole('textbox', { name: `Reply as ${brand.name}` }).fill(answer);
  await form.getByRole('button', { name: 'Post reply' }).click();
  await expectToast(page, 'Reply posted');
  await expect(approvedCard.getByText('Your reply is published under this comment.')).toBeVisible();
  // The reply joins the approved queue, saying whom it answers.
  const replyCard = approved.getByRole('article', { name: brand.name }).filter({ hasText: answer });
  await expect(replyCard.getByText(authorName, { exact: true })).toBeVisible();

  const thread = (await listed()).comments.find((comment) => comment.content === words);
  expect(thread?.replies).toEqual([
    expect.objectContaining({ authorName: brand.name, content: answer, isReply: true }),
  ]);

  // Under the post, the comment is listed as typed, with the agency's reply.
  await page.goto(`/blog/${post.slug}`);
  // The button works once the page's script has taken over the rendered HTML.
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
  await page
    .locator('article.blog-article')
    .getByRole('button', { name: /^Comments on/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /Comments on/ });
  await expect(dialog.getByText(words, { exact: true })).toBeVisible();
  await expect(dialog.getByText(answer, { exact: true })).toBeVisible();
  await expect(dialog.locator('img')).toHaveCount(0);
});
