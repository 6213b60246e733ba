import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishingMessages } from '@contract/blogPublishing.ts';
import { onBlogChanged } from '../../lib/blogChanges.ts';
import { FORBIDDEN_BODY, UNAUTHORIZED_BODY } from '../../test/access.ts';
import { present, rowOf } from '../../test/rows.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { callAs, signedInBrowser, type Method, type SignedInBrowser } from '../../test/signedInBrowser.ts';

let t: TestServer;
let admin: Browser;

type Browser = SignedInBrowser;
const signedIn = (role: 'admin' | 'agent' | 'client') => signedInBrowser(t, role);
const call = callAs;

const addEpisode = (body: object) => call(admin, 'post', '/api/podcast/episodes', body);
const episodeCount = async () => Number((await t.db('podcastEpisodes').count({ n: '*' }))[0].n);
const publicTitles = async () =>
  ((await t.agent().get('/api/podcast/episodes')).body.episodes as Array<{ title: string }>).map(
    (episode) => episode.title,
  );

beforeAll(async () => {
  t = await getTestServer();
  admin = await signedIn('admin');
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/podcast/episodes', () => {
  it('adds a published episode, dated now, that the public list shows first', async () => {
    let changes = 0;
    const stop = onBlogChanged(() => (changes += 1));
    const response = await addEpisode({
      title: 'Episode 12: Carnival in Castries',
      description: '  Music, costumes and where to stand.  ',
      audioUrl: 'https://audio.example/ep12.mp3',
      duration: 1834,
      episodeNumber: 12,
      seasonNumber: 2,
      isPublished: true,
      thumbnailUrl: 'https://img.example/ep12.jpg',
      tags: ['carnival', ' Carnival ', 'music'],
      spotifyUrl: 'https://open.spotify.example/ep12',
      appleUrl: '',
      googleUrl: null,
    });
    stop();
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      title: 'Episode 12: Carnival in Castries',
      description: 'Music, costumes and where to stand.',
      duration: 1834,
      episodeNumber: 12,
      seasonNumber: 2,
      isPublished: true,
      tags: ['carnival', 'music'],
      appleUrl: null,
      googleUrl: null,
    });
    const row = await rowOf(t.db('podcastEpisodes').where({ id: response.body.data.id }).first());
    expect(row.audioUrl).toBe('https://audio.example/ep12.mp3');
    expect(Date.now() - new Date(present(row.publishedAt, 'publication date')).getTime()).toBeLessThan(
      60_000,
    );
    expect(changes).toBe(1);
    expect((await publicTitles())[0]).toBe('Episode 12: Carnival in Castries');
  });

  it('keeps an unpublished episode out of the public list', async () => {
    const response = await addEpisode({ title: 'Not yet out', audioUrl: 'https://audio.example/x.mp3' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ isPublished: false, publishedAt: null });
    expect(await publicTitles()).not.toContain('Not yet out');
  });

  it.each([
    [{ audioUrl: 'https://audio.example/a.mp3' }, publishingMessages.episodeTitleRequired, 'title'],
    [{ title: 'No audio' }, publishingMessages.audioUrlRequired, 'audioUrl'],
    [{ title: 'Bad audio', audioUrl: 'javascript:alert(1)' }, publishingMessages.audioUrlInvalid, 'audioUrl'],
    [
      { title: 'Bad length', audioUrl: 'https://a.example/a.mp3', duration: -5 },
      publishingMessages.durationInvalid,
      'duration',
    ],
    [
      { title: 'Bad length', audioUrl: 'https://a.example/a.mp3', duration: 12.5 },
      publishingMessages.durationInvalid,
      'duration',
    ],
    [
      { title: 'Bad number', audioUrl: 'https://a.example/a.mp3', episodeNumber: 0 },
      publishingMessages.episodeNumberInvalid,
      'episodeNumber',
    ],
    [
      { title: 'Bad season', audioUrl: 'https://a.example/a.mp3', seasonNumber: 'two' },
      publishingMessages.seasonNumberInvalid,
      'seasonNumber',
    ],
    [
      { title: 'Bad link', audioUrl: 'https://a.example/a.mp3', spotifyUrl: 'spotify:episode:1' },
      publishingMessages.urlInvalid,
      'spotifyUrl',
    ],
    [
      { title: 'Bad date', audioUrl: 'https://a.example/a.mp3', publishedAt: '31/12/2026' },
      publishingMessages.publishedAtInvalid,
      'publishedAt',
    ],
    [
      { title: 'Bad flag', audioUrl: 'https://a.example/a.mp3', isPublished: 'yes' },
      publishingMessages.isPublishedInvalid,
      'isPublished',
    ],
  ])('refuses %j with a message and stores nothing', async (body, message, field) => {
    const before = await episodeCount();
    const response = await addEpisode(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: 'validation_failed', message });
    expect(response.body.fields[field]).toBe(message);
    expect(await episodeCount()).toBe(before);
  });
});

describe('PATCH /api/podcast/episodes/:id', () => {
  it('publishes an episode and changes only the fields sent', async () => {
    const created = await addEpisode({
      title: 'Soon',
      audioUrl: 'https://audio.example/soon.mp3',
      episodeNumber: 3,
    });
    const response = await call(admin, 'patch', `/api/podcast/episodes/${created.body.data.id}`, {
      title: 'Out now',
      isPublished: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ title: 'Out now', isPublished: true, episodeNumber: 3 });
    expect(response.body.data.publishedAt).not.toBeNull();
    expect(await publicTitles()).toContain('Out now');
  });

  it('refuses bad input, changing nothing, and answers 404 for an unknown episode', async () => {
    const created = await addEpisode({ title: 'Unchanged', audioUrl: 'https://audio.example/u.mp3' });
    const id = created.body.data.id as string;
    const before = await t.db('podcastEpisodes').where({ id }).first();
    const bad = await call(admin, 'patch', `/api/podcast/episodes/${id}`, { audioUrl: '', title: 'Changed' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.audioUrl).toBe(publishingMessages.audioUrlRequired);
    expect(await t.db('podcastEpisodes').where({ id }).first()).toEqual(before);

    for (const unknown of [randomUUID(), 'nope']) {
      const missing = await call(admin, 'patch', `/api/podcast/episodes/${unknown}`, { title: 'x' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(publishingMessages.episodeNotFound);
    }
  });
});

describe('GET /api/podcast/admin/episodes', () => {
  it('lists every episode, unpublished ones included, newest first', async () => {
    await addEpisode({
      title: 'Dated long ago',
      audioUrl: 'https://audio.example/old.mp3',
      isPublished: true,
      publishedAt: '2020-01-01T00:00:00Z',
    });
    await addEpisode({ title: 'Unpublished draft', audioUrl: 'https://audio.example/draft.mp3' });
    const response = await call(admin, 'get', '/api/podcast/admin/episodes');
    expect(response.status).toBe(200);
    const titles = (response.body.episodes as Array<{ title: string }>).map((episode) => episode.title);
    expect(titles.indexOf('Unpublished draft')).toBeLessThan(titles.indexOf('Dated long ago'));
    expect(
      response.body.episodes.find((e: { title: string }) => e.title === 'Unpublished draft'),
    ).toMatchObject({
      isPublished: false,
      transcriptUrl: null,
    });
  });
});

describe('who may write the podcast', () => {
  const routes: Array<[Method, () => string, object?]> = [
    ['get', () => '/api/podcast/admin/episodes'],
    ['post', () => '/api/podcast/episodes', { title: 'Not allowed', audioUrl: 'https://a.example/a.mp3' }],
    ['patch', () => `/api/podcast/episodes/${randomUUID()}`, { title: 'Not allowed' }],
  ];

  it.each(routes)(
    'refuses agents and clients (403) and anonymous callers (401): %s',
    async (method, path, body) => {
      const before = await episodeCount();
      for (const role of ['agent', 'client'] as const) {
        const response = await call(await signedIn(role), method, path(), body);
        expect(response.status).toBe(403);
        expect(response.body).toEqual(FORBIDDEN_BODY);
      }
      const http = t.agent();
      const anonymous = await call({ http, token: await csrfToken(http) }, method, path(), body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual(UNAUTHORIZED_BODY);
      expect(await episodeCount()).toBe(before);
    },
  );
});
