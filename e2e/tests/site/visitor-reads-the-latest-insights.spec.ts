import { expect, test } from '@playwright/test';

test('the home page shows the three newest blog posts, each linking to its article', async ({
  page,
  request,
}) => {
  // Another journey may publish a post meanwhile: the page and the API are compared as read
  // together, and read again until they agree.
  let posts: Array<{ slug: string; title: string }> = [];
  const section = page.getByRole('region', { name: 'Latest Travel Insights' });
  await expect(async () => {
    ({ posts } = (await (await request.get('/api/blog/posts?limit=3&sort=newest')).json()) as {
      posts: Array<{ slug: string; title: string }>;
    });
    expect(posts).toHaveLength(3);
    await page.goto('/');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      posts.map((post) => post.title),
      { timeout: 5_000 },
    );
  }).toPass();
  for (const post of posts) {
    await expect(section.getByRole('link', { name: `Read More about ${post.title}` })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    );
  }
  await expect(section.getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/blog');
});

test("the home page's podcast card plays the latest episode and links the playlist", async ({
  page,
  request,
}) => {
  const { episodes } = (await (await request.get('/api/podcast/episodes')).json()) as {
    episodes: Array<{ title: string; audioUrl: string }>;
  };
  expect(episodes.length).toBeGreaterThan(0);
  await page.goto('/');
  const card = page.getByRole('article').filter({ hasText: 'Latest episode' });
  await expect(card).toContainText(episodes[0].title);
  await expect(card.locator('audio')).toHaveAttribute('src', episodes[0].audioUrl);
  await expect(card.getByRole('link', { name: /Listen to the Podcast/ })).toBeVisible();
  // The episode opens in a new tab, on the video platform; its audio link is the audio file.
  const episodeLink = card.getByRole('link', { name: new RegExp(episodes[0].title.replace(/[?]/g, '\\?')) });
  await expect(episodeLink).toHaveAttribute('target', '_blank');
  await expect(episodeLink).toHaveAttribute('href', /^https:\/\//);
  const audioLink = card.getByRole('link', { name: /Listen to the audio file/ });
  await expect(audioLink).toHaveAttribute('href', episodes[0].audioUrl);
  await expect(audioLink).toHaveAttribute('target', '_blank');
  expect(episodes[0].audioUrl).toMatch(/\.mp3$/);
});

test('the podcast feed gives every episode an enclosure with its audio type and size', async ({
  request,
}) => {
  const feed = await (await request.get('/podcast.xml')).text();
  const enclosures = [...feed.matchAll(/<enclosure url="([^"]+)" length="(\d+)" type="([^"]+)" \/>/g)];
  expect(enclosures.length).toBeGreaterThan(0);
  for (const [, url, length, type] of enclosures) {
    expect(url).toMatch(/\.mp3$/);
    expect(type).toBe('audio/mpeg');
    // An episode added without its file's size says 0, as feeds do for a size they cannot tell;
    // the agency's own episodes state theirs.
    if (url.startsWith('https://media.islandbridge.travel/')) expect(Number(length)).toBeGreaterThan(0);
    else expect(Number(length)).toBeGreaterThanOrEqual(0);
  }
  expect(
    enclosures.filter(([, url]) => url.startsWith('https://media.islandbridge.travel/')).length,
  ).toBeGreaterThan(0);
});
