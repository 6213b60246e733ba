import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogChanged } from '../../lib/blogChanges.ts';
import { addBlogPost } from '../../test/blogFactories.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { createKnowledge, staticFacts } from './knowledge.ts';
import { createKnowledgeIndex } from './knowledgeIndex.ts';
import type { ChatTurn } from './types.ts';

const index = createKnowledgeIndex(staticFacts());
const ids = (question: string, history: readonly ChatTurn[] = []) =>
  index.retrieve(question, history).facts.map((fact) => fact.id);

describe('the static facts', () => {
  it('state every package with its price, length, inclusions and page', () => {
    const romantic = staticFacts().find((fact) => fact.id === 'package:romantic-getaway');
    expect(romantic).toMatchObject({
      kind: 'package',
      title: 'Romantic Getaway',
      url: '/visit-saint-lucia',
      pageTitle: 'Visit Saint Lucia',
      price: { amount: 219_900, per: 'person', from: true },
      duration: '5-7 days',
    });
    expect(romantic?.inclusions).toContain('Couples massage');
  });

  it('have unique ids and a page for each', () => {
    const facts = staticFacts();
    expect(new Set(facts.map((fact) => fact.id)).size).toBe(facts.length);
    for (const fact of facts) expect(fact.url).toMatch(/^(\/|https:\/\/)/);
  });
});

describe('retrieval', () => {
  it('reads synonyms: a shuttle is a transfer, a ship a cruise, "how much" a price', () => {
    expect(ids('How much is a shuttle to the cruise port?')[0]).toBe('package:cruise-port-shuttles');
    expect(ids('airport pickup in Orlando')).toContain('package:airport-transfers');
    expect(ids('which ships go to Alaska')).toContain('package:alaska-adventure');
    expect(ids('something for our anniversary')[0]).toBe('package:romantic-getaway');
  });

  it('stems words, so plurals and other forms meet', () => {
    const cruising = index.retrieve('cruising in the Mediterranean', []);
    expect(cruising.facts.map((fact) => fact.id)).toContain('package:mediterranean-grand');
    expect(
      cruising.scored.find((item) => item.fact.id === 'package:mediterranean-grand')?.matchedWords,
    ).toEqual(expect.arrayContaining(['cruising', 'mediterranean']));
    expect(ids('family packages')).toContain('package:family-paradise');
  });

  it('forgives a typo', () => {
    expect(ids('romantik getaway price')[0]).toBe('package:romantic-getaway');
    expect(ids('famly paradise')[0]).toBe('package:family-paradise');
    expect(ids('st lucia pakages')).toContain('destination:visit-saint-lucia');
  });

  it('reads St Lucia, St. Lucia and Lucia as Saint Lucia', () => {
    const saint = ids('Saint Lucia packages');
    expect(saint).toContain('destination:visit-saint-lucia');
    expect(ids('St Lucia packages')).toEqual(saint);
    expect(ids('St. Lucia packages')).toEqual(saint);
    expect(ids('lucia packages')).toContain('destination:visit-saint-lucia');
  });

  it('retrieves nothing for a place or a thing no fact mentions', () => {
    for (const question of ['Do you sell flights to Tokyo?', 'a car in Paris', 'the weather tomorrow']) {
      const retrieval = index.retrieve(question, []);
      expect(retrieval.facts, question).toEqual([]);
      expect(retrieval.outcome, question).toBe('unknown-subject');
    }
  });

  it('answers a follow-up with the facts of the last answer', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'How much is the Romantic Getaway?' },
      { role: 'assistant', content: 'From $2,199 per person.', factIds: ['package:romantic-getaway'] },
    ];
    const retrieval = index.retrieve('and how long is it?', history);
    expect(retrieval.outcome).toBe('follow-up');
    expect(retrieval.facts.map((fact) => fact.id)).toEqual(['package:romantic-getaway']);
    // "Does it include...": the fact just discussed first, whatever else matches.
    expect(ids('does it include airport transfers?', history)[0]).toBe('package:romantic-getaway');
  });

  it('asks the last question again when the last answer named no facts', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'How much is the Luxury Escape?' },
      { role: 'assistant', content: '...' },
    ];
    expect(ids('how long?', history)[0]).toBe('package:luxury-escape');
  });
});

describe('the knowledge of a database', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  it('finds a newly published post once the blog says it changed', async () => {
    const knowledge = createKnowledge(testDb.db);
    try {
      const question = 'Zanzibar spice market tour';
      expect(await knowledge.retrieve(question, [])).toEqual([]);

      const post = await addBlogPost(testDb.db, 'zanzibar', {
        title: 'A Morning in the Zanzibar Spice Markets',
        content: '<p>Cloves, vanilla and cardamom: our guide to the spice market tours of Stone Town.</p>',
      });
      await addBlogPost(testDb.db, 'zanzibar-draft', { title: 'Zanzibar spice draft', status: 'draft' });
      await addBlogPost(testDb.db, 'zanzibar-later', {
        title: 'Zanzibar spice market, next year',
        publishedAt: '2999-01-01T00:00:00Z',
      });
      // The index is kept until the blog says it changed.
      expect(await knowledge.retrieve(question, [])).toEqual([]);

      blogChanged();
      const found = await knowledge.retrieve(question, []);
      expect(found.map((fact) => fact.id)).toEqual([`post:${post.slug}`]);
      expect(found[0]).toMatchObject({ kind: 'post', url: `/blog/${post.slug}` });
      expect((await knowledge.allFacts()).length).toBe(staticFacts().length + 1);
    } finally {
      knowledge.close();
    }
  });

  it('knows the published podcast episodes, newest first', async () => {
    await testDb.db('podcastEpisodes').insert([
      {
        title: 'Island Hopping by Ferry',
        audioUrl: 'https://podcast.example/7.mp3',
        isPublished: true,
        publishedAt: '2026-03-03T12:00:00Z',
        episodeNumber: 7,
      },
      {
        title: 'Secret Drafts of Ferries',
        audioUrl: 'https://podcast.example/8.mp3',
        isPublished: false,
        episodeNumber: 8,
      },
    ]);
    const knowledge = createKnowledge(testDb.db);
    try {
      const episodes = (await knowledge.allFacts()).filter((fact) => fact.kind === 'episode');
      expect(episodes.map((fact) => fact.title)).toEqual(['Island Hopping by Ferry']);
      expect(episodes[0].url).toBe('https://podcast.example/7.mp3');
    } finally {
      knowledge.close();
    }
  });
});
