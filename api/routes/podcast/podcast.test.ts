import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function addEpisode(title: string, isPublished: boolean, publishedAt: string | null) {
  await t
    .db('podcastEpisodes')
    .insert({ title, audioUrl: `https://video.example/${title}`, isPublished, publishedAt });
}

describe('GET /api/podcast/episodes', () => {
  it('lists published episodes whose date has come, newest first', async () => {
    await addEpisode('Older', true, '2026-10-13T12:00:00Z');
    await addEpisode('Newer', true, '2026-10-20T12:00:00Z');
    await addEpisode('Unpublished', false, '2026-10-27T12:00:00Z');
    await addEpisode('Next year', true, '2099-01-06T12:00:00Z');

    const response = await t.agent().get('/api/podcast/episodes');
    expect(response.status).toBe(200);
    expect(response.body.episodes.map((episode: { title: string }) => episode.title)).toEqual([
      'Newer',
      'Older',
    ]);
    expect(response.body.episodes[0]).toMatchObject({
      audioUrl: 'https://video.example/Newer',
      publishedAt: '2026-10-20T12:00:00.000Z',
      tags: [],
    });
  });
});
