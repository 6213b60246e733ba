import { expect, test, type Page } from '@playwright/test';
import { LoginScreen } from '../../pages/AccountPages';
import { axe } from '../../pages/accessibility';
import { DEMO_ADMIN, expectOfficeSynced } from '../../pages/OfficeDevice';
import { expectToast } from '../../pages/toasts';

/** What an automated accessibility check finds in the part of the page `selector` names. */
async function accessibilityProblems(page: Page, selector: string): Promise<string[]> {
  const { violations } = await axe(page).include(selector).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}

test('the admin writes a blog post in Markdown, previews and publishes it, adds a podcast episode and saves a draft', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Rain Forest Walks ${stamp}`;
  const episodeTitle = `Episode ${stamp}: Island Rain`;
  const draftTitle = `Reef Etiquette ${stamp}`;

  const login = new LoginScreen(page);
  await login.goto();
  await login.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/(agent-office|dashboard)/);
  await page.goto('/agent-office');
  // The office's first sync (an admin's device pulls the whole agency) settles before the tab opens.
  await expectOfficeSynced(page);
  await page.getByRole('tab', { name: 'Blog & Podcast' }).click();
  await expect(page.getByRole('tab', { name: 'Blog & Podcast' })).toHaveAttribute('aria-selected', 'true');

  const posts = page.getByRole('region', { name: 'Blog posts' });
  await expect(posts.getByRole('table')).toBeVisible();
  expect(await accessibilityProblems(page, '.publishing')).toEqual([]);
  await posts.getByRole('button', { name: 'New Post' }).click();
  const editor = page.getByRole('dialog', { name: 'New Post' });
  await editor.getByLabel('Title', { exact: true }).fill(title);
  await editor
    .getByLabel('Body (Markdown)')
    .fill(
      [
        '# Into the canopy',
        '',
        'Start **before seven** to hear the parrots.',
        '',
        '<img src="x" alt="" onerror="window.__ranFromPost = true">',
        '',
        '<script>window.__ranFromPost = true</script>',
      ].join('\n'),
    );
  const previewButton = editor.getByRole('button', { name: 'Preview', exact: true });
  const restingColour = await previewButton.evaluate((button) => getComputedStyle(button).color);
  await previewButton.click();
  const preview = editor.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Into the canopy' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('before seven');
  expect(await page.evaluate(() => (window as { __ranFromPost?: boolean }).__ranFromPost)).toBeUndefined();
  // The check reads the button at rest: under the pointer it is part way through its hover
  // colour's transition, which the contrast rule would measure.
  await page.mouse.move(0, 0);
  await expect(previewButton).toHaveCSS('color', restingColour);
  expect(await accessibilityProblems(page, '.ant-modal')).toEqual([]);

  await editor.getByLabel('Tags', { exact: true }).fill('rainforest');
  await editor.getByLabel('Tags', { exact: true }).press('Enter');
  await editor.getByRole('switch', { name: 'Published' }).click();
  await editor.getByRole('button', { name: 'Save Post' }).click();
  await expectToast(page, 'Post published');
  await expect(editor).toBeHidden();
  const row = posts.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Published')).toBeVisible();

  const written = (await (await page.request.get('/api/blog/admin/posts')).json()) as {
    posts: Array<{ title: string; slug: string; tags: string[]; status: string }>;
  };
  const saved = written.posts.find((post) => post.title === title);
  expect(saved).toMatchObject({ status: 'published', tags: ['rainforest'] });
  const slug = saved?.slug;

  // What visitors read: the post's own page, and a card in the list.
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The article itself: a post of an earlier run, listed under Related Posts, quotes the same words.
  const article = page.getByRole('article', { name: title });
  await expect(article.getByText('to hear the parrots.')).toBeVisible();
  await expect(article.getByRole('heading', { name: 'Into the canopy' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __ranFromPost?: boolean }).__ranFromPost)).toBeUndefined();
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // An episode, added in the office, is in the public list.
  await page.goto('/agent-office?tab=publishing');
  const episodes = page.getByRole('region', { name: 'Podcast episodes' });
  await episodes.getByRole('button', { name: 'New Episode' }).click();
  const episodeEditor = page.getByRole('dialog', { name: 'New Episode' });
  await episodeEditor.getByLabel('Episode title').fill(episodeTitle);
  await episodeEditor.getByLabel('Audio address').fill(`https://audio.example/${stamp}.mp3`);
  await episodeEditor.getByLabel('Duration (seconds)').fill('1500');
  await episodeEditor.getByLabel('Audio size (bytes)').fill('24000000');
  await episodeEditor.getByRole('switch', { name: 'Published' }).click();
  await episodeEditor.getByRole('button', { name: 'Save Episode' }).click();
  await expectToast(page, 'Episode published');
  await expect(episodes.getByRole('row', { name: new RegExp(episodeTitle) })).toBeVisible();

  // Escape in a picker closes only the picker. Closing an untouched editor is at once; closing
  // an edited one asks first, whether by Escape or the X.
  await posts.getByRole('button', { name: 'New Post' }).click();
  const draftEditor = page.getByRole('dialog', { name: 'New Post' });
  await draftEditor.getByLabel('Title', { exact: true }).press('Escape');
  await expect(draftEditor).toBeHidden();
  await posts.getByRole('button', { name: 'New Post' }).click();
  await draftEditor.getByLabel('Title', { exact: true }).fill(draftTitle);
  const category = draftEditor.getByLabel('Category');
  await category.click();
  const dropDown = page.locator('.ant-select-dropdown:visible');
  await expect(dropDown).toHaveCount(1);
  await category.press('Escape');
  await expect(dropDown).toHaveCount(0);
  await draftEditor.getByLabel('Publish date').press('Escape');
  await draftEditor.getByLabel('Tags', { exact: true }).press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(question).toHaveCount(0);
  await expect(draftEditor).toBeVisible();

  await draftEditor.getByLabel('Title', { exact: true }).press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(draftEditor.getByLabel('Title', { exact: true })).toHaveValue(draftTitle);
  await draftEditor.getByRole('button', { name: 'Close' }).click();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(draftEditor).toBeHidden();

  // A post saved unpublished is a draft, and the office says so.
  await posts.getByRole('button', { name: 'New Post' }).click();
  await draftEditor.getByLabel('Title', { exact: true }).fill(draftTitle);
  await draftEditor.getByLabel('Body (Markdown)').fill('Bring reef-safe sunscreen.');
  await draftEditor.getByRole('button', { name: 'Save Post' }).click();
  await expectToast(page, 'Draft saved');
  await expect(draftEditor).toBeHidden();
  await expect(posts.getByRole('row', { name: new RegExp(draftTitle) }).getByText('Draft')).toBeVisible();

  // Without a connection the tab says why nothing can be written, instead of failing.
  await page.context().setOffline(true);
  await expect(
    page.getByText(/You are offline\. Writing the blog and the podcast needs a connection/),
  ).toBeVisible();
  await expect(posts.getByRole('button', { name: 'New Post' })).toBeDisabled();
  await page.context().setOffline(false);

  const published = (await (await page.request.get('/api/podcast/episodes')).json()) as {
    episodes: Array<{ title: string; duration: number }>;
  };
  expect(published.episodes.find((episode) => episode.title === episodeTitle)).toMatchObject({
    duration: 1500,
  });
});
