import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRequired } from '@db/seeds/required/index.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { XSS_PAYLOADS } from '../../test/xssPayloads.ts';
import { onBlogChanged } from '../../lib/blogChanges.ts';
import { EMBED_HOSTS } from '../../lib/postHtml.ts';
import { BlogFeedError, importBlogFeed, type BlogImportResult } from './index.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FEEDS = path.join(ROOT, 'api/test/feeds');
const feed = (name: string) => path.join(FEEDS, name);
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

interface PostRow {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featuredImage: string | null;
  status: string;
  publishedAt: Date | null;
  originalLink: string | null;
  sourceRssId: string;
  tags: string[];
  categoryId: string | null;
  readingTime: number;
}

let t: TestDb;
let tmp: string;
let categories: Map<string, string>;
const servers: http.Server[] = [];

beforeAll(async () => {
  t = await createTestDb();
  await seedRequired(t.db);
  const rows = (await t.db('blogCategories').select('id', 'slug')) as { id: string; slug: string }[];
  categories = new Map(rows.map((row) => [row.slug, row.id]));
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-import-'));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(tmp, { recursive: true, force: true });
  await t.destroy();
});

async function post(sourceRssId: string): Promise<PostRow> {
  return (await t.db('blogPosts').where({ sourceRssId }).first()) as PostRow;
}

async function postCount(): Promise<number> {
  return Number((await t.db('blogPosts').count({ count: '*' }).first())?.count);
}

/** Counts the blog-changed signals sent while `work` runs. */
async function changesDuring<T>(work: () => Promise<T>): Promise<{ value: T; changes: number }> {
  let changes = 0;
  const stop = onBlogChanged(() => (changes += 1));
  try {
    return { value: await work(), changes };
  } finally {
    stop();
  }
}

/** A local HTTP server answering every request with `answer`; its address. */
async function serve(answer: http.RequestListener): Promise<string> {
  const server = http.createServer(answer);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** What in stored HTML could run or restyle a page, as readable findings (none expected). */
const { document } = new JSDOM('<body></body>').window;

function dangers(html: string): string[] {
  document.body.innerHTML = html;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'object', 'embed', 'svg', 'math', 'form', 'link', 'meta', 'base'].includes(tag))
      found.push(`tag ${tag}`);
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      if (name === 'style' || name === 'srcdoc') found.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'background', 'xlink:href', 'data'].includes(name)) {
        const url = new URL(value, 'https://site.example/');
        if (!['https:', 'http:', 'mailto:', 'tel:'].includes(url.protocol))
          found.push(`${tag} ${name}=${value}`);
        if (tag === 'iframe' && !EMBED_HOSTS.includes(url.hostname))
          found.push(`iframe from ${url.hostname}`);
      }
    }
  }
  if (/javascript:/i.test(html)) found.push('javascript: in the HTML');
  return found;
}

describe('importing a blog from a feed', () => {
  let first: BlogImportResult;

  it('imports an RSS 2.0 feed: published posts with their excerpt, image, date, link, tags and category', async () => {
    // An address already taken: the imported post gets the next free one.
    await t
      .db('blogPosts')
      .insert({ title: 'Packing', slug: 'packing-for-a-cruise', content: '<p>Mine</p>' });
    const { value, changes } = await changesDuring(() => importBlogFeed(t.db, feed('rss2.xml')));
    first = value;
    expect(first).toMatchObject({ created: 3, updated: 0, unchanged: 0, skipped: 2 });
    expect(first.skippedItems).toEqual([
      { position: 4, title: '', reason: 'no title' },
      { position: 5, title: 'Coming soon', reason: 'no content' },
    ]);
    expect(changes).toBe(1);

    const piton = await post('old-blog-101');
    expect(piton).toMatchObject({
      title: 'Sunrise on Gros Piton',
      slug: 'sunrise-on-gros-piton',
      status: 'published',
      excerpt: 'Why the early start is worth it.',
      featuredImage: 'https://img.old-blog.example/gros-piton.jpg',
      originalLink: 'https://old-blog.example/2026/03/sunrise-on-gros-piton/',
      tags: ['Saint Lucia', 'Hiking'],
      categoryId: categories.get('saint-lucia'),
      readingTime: 1,
    });
    expect(piton.content).toContain('<h2>Before dawn</h2>');
    expect(piton.content).toContain('<strong>5 a.m.</strong>');
    expect(new Date(piton.publishedAt!).toISOString()).toBe('2026-03-10T08:30:00.000Z');
    expect(await t.db('blogStats').where({ postId: piton.id }).first()).toMatchObject({ views: 0, likes: 0 });

    const springs = await post('https://old-blog.example/?p=88');
    expect(springs).toMatchObject({
      title: 'Orlando & the Springs',
      slug: 'orlando-the-springs',
      featuredImage: 'https://img.old-blog.example/springs.webp',
      categoryId: categories.get('central-florida'),
      excerpt: 'A day away from the parks: Blue Spring and its manatees.',
    });
    expect(springs.content).toBe(
      '<p>A day away from the parks: <a href="https://springs.example/">Blue Spring</a> and its manatees.</p>',
    );

    // No guid: known by its link; no enclosure: the body's first image.
    const packing = await post('https://old-blog.example/2026/01/packing-for-a-cruise/');
    expect(packing).toMatchObject({
      slug: 'packing-for-a-cruise-2',
      featuredImage: 'https://img.old-blog.example/cabin.png',
      categoryId: null,
      tags: [],
    });
  });

  it('imports the same feed again without doubling anything or touching the pages', async () => {
    const before = await postCount();
    const stats = Number((await t.db('blogStats').count({ count: '*' }).first())?.count);
    const { value, changes } = await changesDuring(() => importBlogFeed(t.db, feed('rss2.xml')));
    expect(value).toMatchObject({ created: 0, updated: 0, unchanged: 3, skipped: 2 });
    expect(changes).toBe(0);
    expect(await postCount()).toBe(before);
    expect(Number((await t.db('blogStats').count({ count: '*' }).first())?.count)).toBe(stats);
  });

  it('updates the post of an edited item, keeping its address and its figures', async () => {
    const piton = await post('old-blog-101');
    await t.db('blogStats').where({ postId: piton.id }).update({ views: 42 });
    const edited = path.join(tmp, 'edited.xml');
    fs.writeFileSync(
      edited,
      fs
        .readFileSync(feed('rss2.xml'), 'utf8')
        .replace('Sunrise on Gros Piton', 'Sunrise on Gros Piton, Revisited')
        .replace('<li>Good shoes</li>', '<li>Good shoes</li><li>A head torch</li>'),
    );
    const { value, changes } = await changesDuring(() => importBlogFeed(t.db, edited));
    expect(value).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect(changes).toBe(1);
    const updated = await post('old-blog-101');
    expect(updated).toMatchObject({
      id: piton.id,
      slug: 'sunrise-on-gros-piton',
      title: 'Sunrise on Gros Piton, Revisited',
    });
    expect(updated.content).toContain('<li>A head torch</li>');
    expect(await t.db('blogStats').where({ postId: piton.id }).first()).toMatchObject({ views: 42 });
  });

  it('imports an Atom feed: html titles as text, relative images made absolute, categories by label or term', async () => {
    const result = await importBlogFeed(t.db, `file://${feed('atom.xml')}`);
    expect(result).toMatchObject({ created: 2, updated: 0, unchanged: 0, skipped: 0 });

    const balcony = await post('urn:uuid:6c1c0d7e-3d0b-4a51-8f6b-0f6f4d3c2b01');
    expect(balcony).toMatchObject({
      title: 'Choosing a Balcony Cabin',
      slug: 'choosing-a-balcony-cabin',
      excerpt: 'Which side of the ship, and when it is worth it.',
      featuredImage: 'https://cruise-desk.example/images/balcony.jpg',
      originalLink: 'https://cruise-desk.example/posts/balcony-cabin',
      tags: ['Cruises', 'cabins'],
      categoryId: categories.get('cruises'),
    });
    expect(balcony.content).toContain('<img src="https://cruise-desk.example/images/balcony.jpg"');
    expect(new Date(balcony.publishedAt!).toISOString()).toBe('2026-04-01T12:00:00.000Z');

    const group = await post('tag:cruise-desk.example,2026:group-cruises');
    expect(group).toMatchObject({
      title: 'Group Cruises for Reunions',
      featuredImage: 'https://cruise-desk.example/images/group.jpg',
      categoryId: categories.get('group-travel'),
    });
    expect(group.content).toContain('<p>Blocks of cabins, one dinner seating, and shore days together.</p>');
    expect(new Date(group.publishedAt!).toISOString()).toBe('2026-03-20T16:45:00.000Z');

    expect(await importBlogFeed(t.db, feed('atom.xml'))).toMatchObject({ created: 0, unchanged: 2 });
  });

  it('makes each post once when two imports of a new feed run at once', async () => {
    const twice = path.join(tmp, 'twice.xml');
    fs.writeFileSync(
      twice,
      fs.readFileSync(feed('atom.xml'), 'utf8').replace(/urn:uuid:6c1c|tag:cruise-desk/g, 'twice-$&'),
    );
    const results = await Promise.all([importBlogFeed(t.db, twice), importBlogFeed(t.db, twice)]);
    expect(results.map((result) => result.created).sort()).toEqual([0, 2]);
    expect(await t.db('blogPosts').where('sourceRssId', 'like', 'twice-%').pluck('slug')).toHaveLength(2);
  });

  it(
    'stores no script, event handler, javascript: address or style from any item of a hostile feed',
    { timeout: 90_000 },
    async () => {
      const items = XSS_PAYLOADS.map((payload, index) => {
        // XML 1.0 cannot carry control characters even escaped; HTML's own escape can.
        const html = `<p>Payload ${index}</p>${payload}`.replace(
          // eslint-disable-next-line no-control-regex
          /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g,
          (char) => `&#${char.charCodeAt(0)};`,
        );
        return [
          '<item>',
          `<title>${xmlText(`Payload ${index} ${payload}`)}</title>`,
          `<link>${index % 2 ? 'javascript:alert(1)' : `https://hostile.example/${index}`}</link>`,
          `<guid isPermaLink="false">hostile-${index}</guid>`,
          `<category>${xmlText(payload)}</category>`,
          `<enclosure url="${index % 2 ? 'javascript:alert(1)' : 'data:image/png;base64,AAAA'}" type="image/png" />`,
          `<description>${xmlText(html)}</description>`,
          `<content:encoded>${xmlText(html)}</content:encoded>`,
          '</item>',
        ].join('');
      });
      const hostile = path.join(tmp, 'hostile.xml');
      fs.writeFileSync(
        hostile,
        `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Hostile</title>${items.join('')}</channel></rss>`,
      );
      const result = await importBlogFeed(t.db, hostile);
      expect(result).toMatchObject({ created: XSS_PAYLOADS.length, skipped: 0 });
      // Undated items keep the date of their first import.
      expect(await importBlogFeed(t.db, hostile)).toMatchObject({
        created: 0,
        updated: 0,
        unchanged: XSS_PAYLOADS.length,
      });

      const rows = (await t.db('blogPosts').where('sourceRssId', 'like', 'hostile-%')) as PostRow[];
      expect(rows).toHaveLength(XSS_PAYLOADS.length);
      for (const row of rows) {
        const index = Number(row.sourceRssId.slice('hostile-'.length));
        expect({ payload: XSS_PAYLOADS[index], dangers: dangers(row.content) }).toEqual({
          payload: XSS_PAYLOADS[index],
          dangers: [],
        });
        expect(row.content).not.toMatch(/<script|javascript:|\son\w+=|style=/i);
        expect(row.featuredImage === null || row.featuredImage.startsWith('https://')).toBe(true);
        expect(row.originalLink === null || row.originalLink.startsWith('https://')).toBe(true);
        expect(row.title).not.toMatch(/<[a-z]/i);
        expect(row.excerpt).not.toMatch(/<[a-z]/i);
      }
    },
  );
});

describe('a feed that cannot be imported', () => {
  async function refusal(source: string, options = {}): Promise<string> {
    const before = await postCount();
    const error = await importBlogFeed(t.db, source, options).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(BlogFeedError);
    expect(await postCount()).toBe(before);
    return (error as Error).message;
  }

  it('stores nothing from a document that is not a feed, and says so', async () => {
    expect(await refusal(feed('not-a-feed.html'))).toBe(
      `${feed('not-a-feed.html')} is not an RSS or Atom feed (Feed not recognized as RSS 1 or 2.).`,
    );
    expect(await refusal(path.join(ROOT, 'package.json'))).toMatch(/is not an RSS or Atom feed/);
  });

  it('stores nothing from a missing file or an address it cannot read', async () => {
    expect(await refusal(path.join(tmp, 'missing.xml'))).toBe(
      `Cannot read ${path.join(tmp, 'missing.xml')}: no such file.`,
    );
    expect(await refusal('ftp://old-blog.example/feed.xml')).toBe(
      '"ftp://old-blog.example/feed.xml" is neither an http(s) address nor a file.',
    );
    expect(await refusal(tmp)).toBe(`${tmp} is not a file.`);
  });

  it('stores nothing when the host is away, answers an error, is too slow or sends too much', async () => {
    const closed = await serve(() => {});
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(await refusal(`${closed}/feed.xml`)).toMatch(
      /^Cannot fetch http:\/\/127\.0\.0\.1:\d+\/feed\.xml: fetch failed/,
    );

    const missing = await serve((_req, res) => res.writeHead(404).end('Not here'));
    expect(await refusal(`${missing}/feed.xml`)).toBe(`${missing}/feed.xml answered 404 Not Found.`);

    const silent = await serve(() => {});
    expect(await refusal(`${silent}/feed.xml`, { timeoutMs: 200 })).toBe(
      `Cannot fetch ${silent}/feed.xml: no answer within 0.2 s.`,
    );

    const endless = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
      res.end(fs.readFileSync(feed('rss2.xml')));
    });
    expect(await refusal(`${endless}/feed.xml`, { maxBytes: 1024 })).toBe(
      `${endless}/feed.xml is larger than 1 KB.`,
    );
  });
});

describe('npm run blog:import', () => {
  /** The command in a child process, from the project's root as npm runs it; its exit code and output. */
  function run(...args: string[]): Promise<{ status: number | null; stderr: string }> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(tmp, 'data'), INIT_CWD: FEEDS };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [TSX, 'scripts/blog-import.ts', ...args], { cwd: ROOT, env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve) => child.on('close', (status) => resolve({ status, stderr })));
  }

  it('explains itself without an argument, and refuses a bad feed before opening the database', async () => {
    // A relative path is read from where npm was run.
    const [usage, missing] = await Promise.all([run(), run('missing.xml')]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: npm run blog:import -- <feed URL or file>');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(
      `Nothing imported: Cannot read ${path.join(FEEDS, 'missing.xml')}: no such file.`,
    );
    expect(fs.existsSync(path.join(tmp, 'data'))).toBe(false);
  }, 90_000);
});
