import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PARK_CACHE_MS, themeParkMessages, type LiveParkResponse } from '@contract/themeParks.ts';
import { createLiveParksProvider } from '../../providers/themeParks/provider.ts';
import {
  startFakeThemeParksWiki,
  type FakeThemeParksWiki,
} from '../../providers/themeParks/testing/fakeThemeParksWiki.ts';
import { NOON_IN_ORLANDO, ParkClock } from '../../providers/themeParks/testing/parkClock.ts';
import { createThemeParksWikiClient } from '../../providers/themeParks/wiki.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';

const LIVE = '/api/theme-parks/live';
const clock = new ParkClock(NOON_IN_ORLANDO);
let fake: FakeThemeParksWiki;
let t: TestServer;

beforeAll(async () => {
  fake = await startFakeThemeParksWiki({ now: clock.now });
  t = await getTestServer({
    themeParks: (db) =>
      createLiveParksProvider({
        db,
        source: createThemeParksWikiClient({ apiBase: fake.url, timeoutMs: 5_000 }),
        now: clock.now,
        upstreamTimeoutMs: 5_000,
      }),
  });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.heal();
  // Each test starts after the previous one's copies have gone stale.
  clock.advanceBy(PARK_CACHE_MS);
  fake.calls.clear();
});

async function live(query = '') {
  return t.agent().get(`${LIVE}${query}`);
}

describe('GET /api/theme-parks/live', () => {
  it('answers Magic Kingdom and EPCOT by default, to anyone, cacheable for a minute', async () => {
    const response = await live();
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = response.body as LiveParkResponse;
    expect(body.success).toBe(true);
    expect(body.lastUpdated).toBe(new Date(clock.now()).toISOString());
    expect(body.unavailableParkIds).toEqual([]);
    expect(body.parks.map(({ park }) => [park.id, park.name, park.shortName, park.status])).toEqual([
      ['magic-kingdom', 'Magic Kingdom Park', 'Magic Kingdom', 'OPERATING'],
      ['epcot', 'EPCOT', 'EPCOT', 'OPERATING'],
    ]);
    const [magicKingdom] = body.parks;
    expect(magicKingdom.park.queueSkipName).toBe('Lightning Lane');
    expect(magicKingdom.attractions.length).toBeGreaterThan(5);
    expect(magicKingdom.shows.length).toBeGreaterThan(0);
  });

  it('takes park ids repeated or comma-separated, in the order given', async () => {
    const repeated = await live('?parkIds=epic-universe&parkIds=hollywood-studios');
    expect(repeated.body.parks.map(({ park }: { park: { id: string } }) => park.id)).toEqual([
      'epic-universe',
      'hollywood-studios',
    ]);
    const commas = await live('?parkIds=universal-studios-florida,islands-of-adventure');
    expect(commas.body.parks.map(({ park }: { park: { id: string } }) => park.id)).toEqual([
      'universal-studios-florida',
      'islands-of-adventure',
    ]);
    expect(commas.body.parks[0].park.queueSkipName).toBe('Universal Express');
  });

  it('answers 400 with the contract message for an unknown park, and asks the upstream nothing', async () => {
    const response = await live('?parkIds=magic-kingdom&parkIds=disneyland-paris');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      error: 'validation_failed',
      message: themeParkMessages.unknownPark,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(fake.calls.size).toBe(0);
  });

  it('keeps only attractions with a known wait of at most maxWaitTime minutes', async () => {
    const response = await live('?parkIds=magic-kingdom&maxWaitTime=20');
    const { attractions, shows } = response.body.parks[0];
    expect(attractions.map((attraction: { name: string }) => attraction.name)).toEqual([
      '"it\'s a small world"',
      'Haunted Mansion',
    ]);
    expect(shows.length).toBeGreaterThan(0);

    const none = await live('?parkIds=magic-kingdom&maxWaitTime=0');
    expect(none.body.parks[0].attractions).toEqual([]);
  });

  it('answers no wait for a ride posting the placeholder 999, so no wait filter keeps it', async () => {
    const all = await live('?parkIds=islands-of-adventure');
    const pteranodon = all.body.parks[0].attractions.find(
      (attraction: { name: string }) => attraction.name === 'Pteranodon Flyers',
    );
    expect(pteranodon).toMatchObject({ status: 'OPERATING', waitTime: null });
    const filtered = await live('?parkIds=islands-of-adventure&maxWaitTime=600');
    expect(
      filtered.body.parks[0].attractions.map((attraction: { name: string }) => attraction.name),
    ).not.toContain('Pteranodon Flyers');
  });

  it('answers a park whose upstream has nothing to report with what it has, and the park itself', async () => {
    fake.fail('hollywood-studios', 'bare');
    const response = await live('?parkIds=hollywood-studios&parkIds=epcot');
    expect(response.status).toBe(200);
    const body = response.body as LiveParkResponse;
    expect(body.unavailableParkIds).toEqual([]);
    expect(body.parks[0]).toEqual({
      park: expect.objectContaining({
        id: 'hollywood-studios',
        name: "Disney's Hollywood Studios",
        // Neither hours nor a live status: not shown as open.
        status: 'CLOSED',
        hours: { openTime: null, closeTime: null },
      }),
      attractions: [],
      shows: [],
    });
    expect(body.parks[1].attractions.length).toBeGreaterThan(0);
  });

  it.each(['abc', '-1', '601', '12.5', ''])('answers 400 for maxWaitTime=%s', async (value) => {
    const response = await live(`?maxWaitTime=${value}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: themeParkMessages.maxWaitTimeInvalid });
  });

  it('leaves out attractions or shows when asked to', async () => {
    const noAttractions = await live('?parkIds=epcot&includeAttractions=false');
    expect(noAttractions.body.parks[0].attractions).toEqual([]);
    expect(noAttractions.body.parks[0].shows.length).toBeGreaterThan(0);

    const noShows = await live('?parkIds=epcot&includeShows=false');
    expect(noShows.body.parks[0].shows).toEqual([]);
    expect(noShows.body.parks[0].attractions.length).toBeGreaterThan(0);

    const bad = await live('?includeShows=no');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(themeParkMessages.flagInvalid);
  });

  it('asks the upstream once per park for twenty visitors at once', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => live()));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(fake.callsTo('magic-kingdom', 'live')).toBe(1);
    expect(fake.callsTo('epcot', 'live')).toBe(1);
    // Within five minutes the copy answers alone.
    clock.advanceBy(PARK_CACHE_MS - 1);
    await live();
    expect(fake.callsTo('magic-kingdom', 'live')).toBe(1);
  });

  it('answers 502 with the error text when a park has no copy and the upstream fails', async () => {
    fake.fail('animal-kingdom', 'error');
    const response = await live('?parkIds=animal-kingdom');
    expect(response.status).toBe(502);
    expect(response.body).toEqual({
      success: false,
      error: 'unavailable',
      message: themeParkMessages.errorText,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the parks it has when another has no copy, naming the missing one', async () => {
    await live('?parkIds=universal-studios-florida');
    await t.db('themeParkSnapshots').where({ parkId: 'islands-of-adventure' }).delete();
    clock.advanceBy(PARK_CACHE_MS);
    fake.fail('all', 'error');
    const fetchedAt = clock.now() - PARK_CACHE_MS;

    const response = await live('?parkIds=universal-studios-florida&parkIds=islands-of-adventure');
    expect(response.status).toBe(200);
    const body = response.body as LiveParkResponse;
    expect(body.parks.map(({ park }) => park.id)).toEqual(['universal-studios-florida']);
    expect(body.unavailableParkIds).toEqual(['islands-of-adventure']);
    // The last good copy, however old: lastUpdated says when it was fetched.
    expect(body.lastUpdated).toBe(new Date(fetchedAt).toISOString());
  });
});
