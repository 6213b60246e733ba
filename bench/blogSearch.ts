/**
 * The blog's listing and search with 10,000 published posts on PostgreSQL (the scale):
 * requests per second and latency of the newest page, a common search, a rarer one and a search
 * within a category, under concurrent load, on 127.0.0.1. It works in a database of its own,
 * created and dropped here, on the server of BENCH_DATABASE_URL (else TEST_DATABASE_URL, else
 * the local default).
 */
import type { AddressInfo } from 'node:net';
import { blogPosts } from '@db/seeds/demo/blogPosts.ts';
import { createApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { load } from './api.ts';
import { withBenchDatabase } from './postgresDatabase.ts';

const POSTS = 10_000;
const BATCH = 500;

export async function benchBlogSearch(): Promise<void> {
  await withBenchDatabase('blog search', async ({ db, url, dataDir }) => {
    const categories = (await db('blogCategories').select('id', 'slug')) as Array<{
      id: string;
      slug: string;
    }>;
    const started = performance.now();
    for (let from = 0; from < POSTS; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, POSTS - from) }, (_, offset) => {
        const n = from + offset;
        const source = blogPosts[n % blogPosts.length];
        return {
          title: `${source.title} (${n})`,
          slug: `${source.slug}-${n}`,
          content: source.content,
          excerpt: source.excerpt,
          tags: [...source.tags, `series-${n % 50}`],
          categoryId: categories.find((c) => c.slug === source.category)?.id ?? null,
          status: 'published' as const,
          publishedAt: new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString(),
          readingTime: 4,
        };
      });
      await db('blogPosts').insert(rows);
    }
    await db.raw('ANALYZE blog_posts');
    console.log(
      `blog search: ${POSTS} posts written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: url });
    const server = createApp(config, { db }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    for (const query of [
      '/api/blog/posts',
      '/api/blog/posts?search=saint%20lucia',
      '/api/blog/posts?search=snorkel%20reef&sort=newest',
      '/api/blog/posts?search=caf%C3%A9%20soufri%C3%A8re&category=saint-lucia',
      '/api/blog/posts?tag=series-7&page=3',
    ]) {
      await load(port, query, 1000);
    }
    const plan = await db.raw(
      "EXPLAIN ANALYZE SELECT id FROM blog_posts WHERE status = 'published' AND search_vector @@ websearch_to_tsquery('blog_search', 'snorkel reef')",
    );
    const lines = (plan.rows as Array<{ 'QUERY PLAN': string }>).map((row) => row['QUERY PLAN']);
    console.log(`blog search plan: ${lines.find((line) => /Index|Seq Scan/.test(line))?.trim()}`);
    await new Promise((resolve) => server.close(resolve));
  });
}
