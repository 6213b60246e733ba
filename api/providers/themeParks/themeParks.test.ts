import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PARK_CACHE_MS, waitTimeColour, type LiveParkEntry, type ParkId } from '@contract/themeParks.ts';
import { createDb } from '@db/index.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { PARKS } from './parks.ts';
import { createLiveParksProvider, type LiveParksProviderOptions } from './provider.ts';
import { claimRefresh, readSnapshot } from './snapshots.ts';
import { startFakeThemeParksWiki, type FakeThemeParksWiki } from './testing/fakeThemeParksWiki.ts';
import { NOON_IN_ORLANDO, ParkClock } from './testing/parkClock.ts';
import type { ThemeParksProvider } from './types.ts';
import { createThemeParksWikiClient } from './wiki.ts';

const MINUTE = 60_000;
/**
 * The upstream's bound in this file: wide, because embedded PGlite holds the event loop while it
 * works and a tight timer would fire before a healthy fake is even asked. The hanging upstream
 * gets a process of its own with a short bound; the test waits for the answer, not for time.
 */
const TIMEOUT_MS = 5_000;
const SHORT_TIMEOUT_MS = 300;

const clock = new ParkClock(NOON_IN_ORLANDO);
let fake: FakeThemeParksWiki;
let testDb: TestDb;
/** Every line the providers of this file logged, parsed. */
const logged: Array<{ msg: string; themeParks?: Record<string, unknown> }> = [];
const logger = pino(
  { level: 'debug', base: undefined },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString('utf8')));
      done();
    },
  }),
);

beforeAll(async () => {
  [fake, testDb] = await Promise.all([startFakeThemeParksWiki({ now: clock.now }), createTestDb()]);
});

afterAll(async () => {
  await Promise.all([fake?.close(), testDb?.destroy()]);
});

beforeEach(async () => {
  clock.reset();
  fake.heal();
  fake.calls.clear();
  logged.length = 0;
  await testDb.db('themeParkSnapshots').delete();
});

/** One API process: its own memory, the shared database. */
function apiProcess(
  overrides: Partial<LiveParksProviderOptions> = {},
  timeoutMs = TIMEOUT_MS,
): ThemeParksProvider {
  return createLiveParksProvider({
    db: testDb.db,
    source: createThemeParksWikiClient({ apiBase: fake.url, timeoutMs }),
    logger,
    now: clock.now,
    upstreamTimeoutMs: timeoutMs,
    pollMs: 10,
    ...overrides,
  });
}

async function onePark(provider: ThemeParksProvider, parkId: ParkId): Promise<LiveParkEntry> {
  const { parks, unavailable } = await provider.live([parkId]);
  expect(unavailable).toEqual([]);
  return parks[0].entry;
}

const liveCalls = (parkId: ParkId) => fake.callsTo(parkId, 'live');
const upstreamCalls = () => [...fake.calls.values()].reduce((sum, count) => sum + count, 0);
const warnings = () => logged.filter((line) => line.themeParks);

function named<T extends { name: string }>(items: T[], name: string): T {
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no ${name} in ${items.map((candidate) => candidate.name).join(', ')}`);
  return item;
}

describe('live park data from ThemeParks.wiki', () => {
  it('maps a Disney park: open now, today’s hours, waits, Lightning Lane and the shows still to come', async () => {
    const { park, attractions, shows } = await onePark(apiProcess(), 'magic-kingdom');

    expect(park).toEqual({
      id: 'magic-kingdom',
      name: 'Magic Kingdom Park',
      shortName: 'Magic Kingdom',
      status: 'OPERATING',
      // The fake opens two hours before the current hour (noon) for thirteen hours.
      hours: { openTime: '2026-11-27T10:00:00-05:00', closeTime: '2026-11-27T23:00:00-05:00' },
      timezone: 'America/New_York',
      queueSkipName: 'Lightning Lane',
    });

    const names = attractions.map((attraction) => attraction.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names).not.toContain('Be Our Guest Restaurant');
    expect(names).not.toContain('Magic Kingdom Park');

    const space = named(attractions, 'Space Mountain');
    expect(space).toMatchObject({ status: 'OPERATING', waitTime: 45, fastPassAvailable: true, area: null });
    expect(space.lastUpdated).toBe('2026-11-27T16:58:00.000Z');
    expect(space.id).toMatch(/^[0-9a-f-]{36}$/);
    // Waits over the colour thresholds, queue-skip states, and rides that are not running.
    expect(waitTimeColour(named(attractions, 'Haunted Mansion').waitTime)).toBe('green');
    expect(waitTimeColour(named(attractions, "Buzz Lightyear's Space Ranger Spin").waitTime)).toBe('yellow');
    expect(waitTimeColour(named(attractions, 'Seven Dwarfs Mine Train').waitTime)).toBe('red');
    expect(named(attractions, 'Seven Dwarfs Mine Train').fastPassAvailable).toBe(true);
    expect(named(attractions, 'Haunted Mansion').fastPassAvailable).toBe(false);
    expect(named(attractions, "Buzz Lightyear's Space Ranger Spin").fastPassAvailable).toBe(false);
    expect(named(attractions, 'Walt Disney World Railroad - Main Street, U.S.A.').waitTime).toBeNull();
    expect(named(attractions, 'Big Thunder Mountain Railroad')).toMatchObject({
      status: 'DOWN',
      waitTime: null,
    });
    expect(named(attractions, 'Tomorrowland Transit Authority PeopleMover')).toMatchObject({
      status: 'REFURBISHMENT',
      waitTime: null,
    });

    expect(shows.map((show) => show.name)).toEqual([
      'Festival of Fantasy Parade',
      'Happily Ever After',
      'Meet Mickey at Town Square Theater',
      "Mickey's Magical Friendship Faire",
    ]);
    // The 11:00 performance is over; the later ones remain, 18 minutes each as Disney publishes.
    expect(named(shows, 'Happily Ever After')).toEqual({
      id: expect.any(String),
      name: 'Happily Ever After',
      area: null,
      status: 'OPERATING',
      duration: 18,
      showtimes: ['2026-11-27T16:30:00-05:00'],
      hours: null,
    });
    expect(named(shows, "Mickey's Magical Friendship Faire").showtimes).toEqual([
      '2026-11-27T12:30:00-05:00',
      '2026-11-27T14:30:00-05:00',
      '2026-11-27T16:30:00-05:00',
    ]);
    // A meet-and-greet's "Operating" window is its hours: no performances, no length.
    expect(named(shows, 'Meet Mickey at Town Square Theater')).toMatchObject({
      duration: null,
      showtimes: [],
      hours: { openTime: '2026-11-27T10:00:00-05:00', closeTime: '2026-11-27T18:00:00-05:00' },
    });
  });

  it('lists Universal’s shows by their starts, with no length: its feed publishes none', async () => {
    const { shows } = await onePark(apiProcess(), 'universal-studios-florida');
    expect(named(shows, 'The Bourne Stuntacular')).toMatchObject({
      duration: null,
      showtimes: ['2026-11-27T12:30:00-05:00', '2026-11-27T14:30:00-05:00', '2026-11-27T16:30:00-05:00'],
      hours: null,
    });
    expect(shows.every((show) => show.duration === null)).toBe(true);
  });

  it('posts no wait for a ride whose park posts the placeholder 999', async () => {
    const { attractions } = await onePark(apiProcess(), 'islands-of-adventure');
    expect(named(attractions, 'Pteranodon Flyers')).toMatchObject({ status: 'OPERATING', waitTime: null });
    expect(waitTimeColour(named(attractions, 'Pteranodon Flyers').waitTime)).toBe('neutral');
  });

  it('maps Universal Express from its paid line and names it so', async () => {
    const { park, attractions } = await onePark(apiProcess(), 'universal-studios-florida');
    expect(park.queueSkipName).toBe('Universal Express');
    expect(named(attractions, 'Revenge of the Mummy')).toMatchObject({
      waitTime: 30,
      fastPassAvailable: true,
    });
    // An Express line that posts no wait is not on offer.
    expect(named(attractions, 'E.T. Adventure')).toMatchObject({ waitTime: 20, fastPassAvailable: false });
    expect(named(attractions, "Hogwarts Express - King's Cross Station").fastPassAvailable).toBe(false);
  });

  it('reads a park closed after its hours, with its hours still shown and no showtimes left', async () => {
    // A copy fetched at noon, read at 23:30 (kept that long only for this test).
    const provider = apiProcess({ cacheMs: 24 * 60 * MINUTE });
    expect((await onePark(provider, 'epcot')).park.status).toBe('OPERATING');
    clock.advanceBy(11.5 * 60 * MINUTE);
    const late = await onePark(provider, 'epcot');
    expect(late.park.status).toBe('CLOSED');
    expect(late.park.hours).toEqual({
      openTime: '2026-11-27T10:00:00-05:00',
      closeTime: '2026-11-27T23:00:00-05:00',
    });
    expect(late.shows.every((show) => show.showtimes.length === 0)).toBe(true);
    expect(liveCalls('epcot')).toBe(1);
  });

  it('answers what a partial upstream answer holds: no hours, no waits, no showtimes', async () => {
    fake.fail('animal-kingdom', 'partial');
    const { park, attractions, shows } = await onePark(apiProcess(), 'animal-kingdom');
    // No hours: the park's own live status stands.
    expect(park.status).toBe('OPERATING');
    expect(park.hours).toEqual({ openTime: null, closeTime: null });
    expect(attractions.length).toBeGreaterThan(0);
    for (const attraction of attractions) {
      expect(attraction).toMatchObject({ waitTime: null, fastPassAvailable: false, lastUpdated: null });
    }
    expect(named(attractions, 'Kali River Rapids').status).toBe('DOWN');
    for (const show of shows) expect(show).toMatchObject({ duration: null, showtimes: [], hours: null });
  });

  it('shows the hours of a park whose live answer has no liveData, and the waits of one with no schedule', async () => {
    fake.fail('epcot', 'bare', 'live');
    fake.fail('hollywood-studios', 'bare', 'schedule');
    const provider = apiProcess();
    const { parks, unavailable } = await provider.live(['epcot', 'hollywood-studios']);
    expect(unavailable).toEqual([]);
    const [epcot, studios] = parks.map(({ entry }) => entry);
    expect(epcot.park).toMatchObject({
      status: 'OPERATING',
      hours: { openTime: '2026-11-27T10:00:00-05:00', closeTime: '2026-11-27T23:00:00-05:00' },
    });
    expect(epcot.attractions).toEqual([]);
    expect(epcot.shows).toEqual([]);
    // No hours published: the park's own live status says it is open.
    expect(studios.park).toMatchObject({ status: 'OPERATING', hours: { openTime: null, closeTime: null } });
    expect(named(studios.attractions, 'Slinky Dog Dash').waitTime).toBe(65);
    expect(named(studios.shows, 'Fantasmic!').duration).toBe(30);
    expect(warnings()).toEqual([]);
  });
});

describe('one shared copy per park', () => {
  it('asks the upstream once per park for twenty visitors asking at once', async () => {
    const provider = apiProcess();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => provider.live(['magic-kingdom', 'epcot'])),
    );
    expect(liveCalls('magic-kingdom')).toBe(1);
    expect(liveCalls('epcot')).toBe(1);
    expect(fake.callsTo('magic-kingdom', 'schedule')).toBe(1);
    expect(fake.callsTo('epcot', 'schedule')).toBe(1);
    for (const answer of answers) {
      expect(answer.parks.map(({ entry }) => entry.park.id)).toEqual(['magic-kingdom', 'epcot']);
    }
  });

  it('keeps a copy five minutes, then fetches a new one with what changed', async () => {
    const provider = apiProcess();
    await provider.live(['magic-kingdom']);
    fake.setWaitTime('magic-kingdom', 'Space Mountain', 15);

    clock.advanceBy(PARK_CACHE_MS - 1);
    const cached = await onePark(provider, 'magic-kingdom');
    expect(liveCalls('magic-kingdom')).toBe(1);
    expect(named(cached.attractions, 'Space Mountain').waitTime).toBe(45);

    clock.advanceBy(1);
    const { parks } = await provider.live(['magic-kingdom']);
    expect(liveCalls('magic-kingdom')).toBe(2);
    expect(named(parks[0].entry.attractions, 'Space Mountain').waitTime).toBe(15);
    expect(parks[0].fetchedAt.getTime()).toBe(clock.now());
  });

  it('shares the copy between processes: twenty visitors on two processes, one upstream call per park', async () => {
    // On PostgreSQL the second process has a connection pool of its own, as a second server would.
    const otherPool = testDb.databaseUrl ? createDb({ databaseUrl: testDb.databaseUrl, poolMax: 4 }) : null;
    try {
      const first = apiProcess();
      const second = apiProcess({ db: otherPool ?? testDb.db });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 ? first : second).live(['magic-kingdom', 'epcot']),
        ),
      );
      expect(liveCalls('magic-kingdom')).toBe(1);
      expect(liveCalls('epcot')).toBe(1);
      for (const answer of answers) expect(answer.unavailable).toEqual([]);
    } finally {
      await otherPool?.destroy();
    }
  });

  it('keeps the copy across a restart', async () => {
    await apiProcess().live(['epcot']);
    clock.advanceBy(PARK_CACHE_MS / 2);
    const { parks } = await apiProcess().live(['epcot']);
    expect(liveCalls('epcot')).toBe(1);
    expect(parks[0].fetchedAt.getTime()).toBe(NOON_IN_ORLANDO);
  });

  it('lets another process take over a refresh whose process died, once its claim has run out', async () => {
    const claim = await claimRefresh(testDb.db, 'epcot', {
      now: new Date(clock.now()),
      staleBefore: new Date(clock.now() - PARK_CACHE_MS),
      leaseUntil: new Date(clock.now() + 1_000),
    });
    expect(claim).not.toBeNull();
    // The claim holds: with no copy yet, another process waits for it and, past its own bound
    // for a refresh (short here), gives up.
    expect((await apiProcess({}, SHORT_TIMEOUT_MS).live(['epcot'])).unavailable).toEqual(['epcot']);
    expect(liveCalls('epcot')).toBe(0);

    clock.advanceBy(1_000);
    await onePark(apiProcess(), 'epcot');
    expect(liveCalls('epcot')).toBe(1);
  });
});

describe('when the upstream fails', () => {
  it('answers with no park when there is no copy, logs why once, and does not ask again at once', async () => {
    fake.fail('magic-kingdom', 'error');
    const provider = apiProcess();
    expect(await provider.live(['magic-kingdom'])).toEqual({ parks: [], unavailable: ['magic-kingdom'] });
    expect(await apiProcess().live(['magic-kingdom'])).toEqual({ parks: [], unavailable: ['magic-kingdom'] });
    expect(liveCalls('magic-kingdom')).toBe(1);
    expect(warnings()).toEqual([
      {
        level: 40,
        time: expect.any(Number),
        msg: 'Live park data could not be fetched and there is no earlier copy',
        themeParks: {
          parkId: 'magic-kingdom',
          reason: `/entity/${PARKS['magic-kingdom'].entityId}/live answered 500`,
          failuresInARow: 1,
          lastGoodCopy: null,
        },
      },
    ]);
    const row = await readSnapshot(testDb.db, 'magic-kingdom');
    expect(row).toMatchObject({ snapshot: null, failures: 1, refreshingUntil: null });
    expect(row!.retryAfter!.getTime()).toBe(NOON_IN_ORLANDO + MINUTE);
  });

  it('serves the last good copy when the upstream times out, with the age of that copy', async () => {
    await apiProcess().live(['epcot']);
    clock.advanceBy(PARK_CACHE_MS + MINUTE);
    fake.fail('epcot', 'hang');

    const { parks } = await apiProcess({}, SHORT_TIMEOUT_MS).live(['epcot']);
    expect(parks[0].fetchedAt.getTime()).toBe(NOON_IN_ORLANDO);
    expect(parks[0].entry.attractions.length).toBeGreaterThan(0);
    expect(liveCalls('epcot')).toBe(2);
    expect(warnings().map((line) => line.themeParks)).toEqual([
      {
        parkId: 'epcot',
        reason: `/entity/${PARKS.epcot.entityId}/live timed out after ${SHORT_TIMEOUT_MS} ms`,
        failuresInARow: 1,
        lastGoodCopy: new Date(NOON_IN_ORLANDO).toISOString(),
      },
    ]);
  });

  it('serves the last good copy when the upstream answers malformed JSON', async () => {
    const provider = apiProcess();
    await provider.live(['hollywood-studios']);
    clock.advanceBy(PARK_CACHE_MS);
    fake.fail('hollywood-studios', 'malformed', 'schedule');
    const { parks } = await provider.live(['hollywood-studios']);
    expect(parks[0].fetchedAt.getTime()).toBe(NOON_IN_ORLANDO);
    expect(warnings()[0].themeParks?.reason).toBe(
      `/entity/${PARKS['hollywood-studios'].entityId}/schedule answered malformed JSON`,
    );
  });

  it('waits longer after each failure in a row, up to five minutes, and recovers when the upstream does', async () => {
    const provider = apiProcess();
    await provider.live(['islands-of-adventure']);
    fake.fail('islands-of-adventure', 'error');

    // Stale at 5 minutes: tried and failed; then held back 1, 2, 4 and 5 minutes.
    clock.advanceBy(PARK_CACHE_MS);
    for (const wait of [MINUTE, 2 * MINUTE, 4 * MINUTE, 5 * MINUTE, 5 * MINUTE]) {
      const before = liveCalls('islands-of-adventure');
      await provider.live(['islands-of-adventure']);
      expect(liveCalls('islands-of-adventure')).toBe(before + 1);
      clock.advanceBy(wait - 1);
      await provider.live(['islands-of-adventure']);
      expect(liveCalls('islands-of-adventure')).toBe(before + 1);
      clock.advanceBy(1);
    }
    expect(warnings().map((line) => line.themeParks?.failuresInARow)).toEqual([1, 2, 3, 4, 5]);

    fake.heal();
    const { parks } = await provider.live(['islands-of-adventure']);
    expect(parks[0].fetchedAt.getTime()).toBe(clock.now());
    expect(await readSnapshot(testDb.db, 'islands-of-adventure')).toMatchObject({
      failures: 0,
      retryAfter: null,
    });
  });

  it('answers the parks it can when one of several has no copy', async () => {
    fake.fail('epic-universe', 'error');
    const { parks, unavailable } = await apiProcess().live(['epic-universe', 'islands-of-adventure']);
    expect(parks.map(({ entry }) => entry.park.id)).toEqual(['islands-of-adventure']);
    expect(unavailable).toEqual(['epic-universe']);
  });

  it('never asks the upstream for a park it was not asked about', async () => {
    await apiProcess().live(['animal-kingdom']);
    expect(upstreamCalls()).toBe(2);
  });
});
