import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBlogPost } from '../test/blogFactories.ts';
import { createTestDb, type TestDb } from '../test/db.ts';
import { excerptOf, postBodyOf, readingTimeOf, slugOf, textOfHtml, uniqueSlug } from './postFields.ts';

describe('what a stored post is made of', () => {
  it('reads the text of HTML: blocks apart, inline tags inside their words, entities read', () => {
    expect(
      textOfHtml('<p>So <b>sweet</b>.</p><p>Next&nbsp;day &amp; night</p><ul><li>a</li><li>b</li></ul>'),
    ).toBe('So sweet. Next day & night a b');
  });

  it('makes an excerpt of 150 characters of text, cut with an ellipsis only when longer', () => {
    expect(excerptOf('<p>Short and sweet.</p>')).toBe('Short and sweet.');
    const long = excerptOf(`<p>${'word '.repeat(60)}</p>`);
    expect(long.endsWith('...')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(153);
  });

  it('counts reading time at 200 words a minute, at least one', () => {
    expect(readingTimeOf('<p>One line.</p>')).toBe(1);
    expect(readingTimeOf(`<p>${'word '.repeat(440)}</p>`)).toBe(3);
  });

  it('makes an address from a title: accents and apostrophes gone, dashes between words', () => {
    expect(slugOf("Saint Lucia's Pitón Hike!")).toBe('saint-lucias-piton-hike');
    expect(slugOf('¿¡!!')).toBe('post');
  });

  it('sanitises the body and keeps a given excerpt as text', () => {
    const body = postBodyOf('<p onclick="x()">Hi <script>alert(1)</script>there</p>', '<b>Given</b> excerpt');
    expect(body.content).toBe('<p>Hi there</p>');
    expect(body.excerpt).toBe('Given excerpt');
    expect(body.readingTime).toBe(1);
  });
});

describe('a unique address', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  it('takes the wanted address when free, else the first free numbered one, and lets a post keep its own', async () => {
    const { db } = testDb;
    const first = await addBlogPost(db, 'taken');
    expect(await uniqueSlug(db, 'free-address-here')).toBe('free-address-here');
    expect(await uniqueSlug(db, first.slug)).toBe(`${first.slug}-2`);
    await addBlogPost(db, 'other', { slug: `${first.slug}-2` });
    expect(await uniqueSlug(db, first.slug)).toBe(`${first.slug}-3`);
    expect(await uniqueSlug(db, first.slug, first.id)).toBe(first.slug);
  });
});
