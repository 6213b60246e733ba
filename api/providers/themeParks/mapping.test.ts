import { describe, expect, it } from 'vitest';
import { calendarDate, currentOpening, toLiveParkEntry } from './mapping.ts';
import { PARKS } from './parks.ts';
import { PARK_SNAPSHOT_VERSION, UpstreamError, type ParkSnapshot, type UpstreamEntity } from './types.ts';
import { entitiesFromLive, openingHoursFromSchedule } from './wiki.ts';

const TZ = 'America/New_York';

function entity(overrides: Partial<UpstreamEntity>): UpstreamEntity {
  return {
    id: 'a1',
    name: 'Ride',
    entityType: 'ATTRACTION',
    status: 'OPERATING',
    standbyWait: 30,
    queueSkipAvailable: false,
    showtimes: [],
    lastUpdated: null,
    ...overrides,
  };
}

function snapshot(entities: UpstreamEntity[], openingHours: ParkSnapshot['openingHours'] = []): ParkSnapshot {
  return { version: PARK_SNAPSHOT_VERSION, entities, openingHours };
}

describe('the park day', () => {
  it('is the calendar day in the park, not in UTC', () => {
    expect(calendarDate(new Date('2026-11-28T03:30:00Z'), TZ)).toBe('2026-11-27');
    expect(calendarDate(new Date('2026-11-28T05:30:00Z'), TZ)).toBe('2026-11-28');
  });

  it('shows the opening that runs past midnight while it lasts, then the new day’s', () => {
    const hours = [
      {
        date: '2026-11-27',
        openingTime: '2026-11-27T09:00:00-05:00',
        closingTime: '2026-11-28T01:00:00-05:00',
      },
      {
        date: '2026-11-28',
        openingTime: '2026-11-28T09:00:00-05:00',
        closingTime: '2026-11-28T22:00:00-05:00',
      },
    ];
    expect(currentOpening(hours, TZ, new Date('2026-11-28T05:30:00Z'))).toBe(hours[0]); // 00:30
    expect(currentOpening(hours, TZ, new Date('2026-11-28T07:00:00Z'))).toBe(hours[1]); // 02:00
    expect(currentOpening([], TZ, new Date('2026-11-28T07:00:00Z'))).toBeNull();
  });
});

describe('toLiveParkEntry', () => {
  const noon = new Date('2026-11-27T17:00:00Z');

  it('shows a status it has no label for as given, and no wait for a ride that is not running', () => {
    const { attractions } = toLiveParkEntry(
      PARKS.epcot,
      snapshot([
        entity({ id: 'b', name: 'b ride', status: 'DOWN', standbyWait: 40 }),
        entity({ id: 'a', name: 'A ride', status: null }),
        entity({ id: 'c', name: 'C ride', status: 'TESTING' }),
      ]),
      noon,
    );
    expect(attractions.map(({ name, status, waitTime }) => [name, status, waitTime])).toEqual([
      ['A ride', 'UNKNOWN', null],
      ['b ride', 'DOWN', null],
      ['C ride', 'TESTING', null],
    ]);
  });

  it('takes a show’s length from a performance, never from an all-day window', () => {
    const { shows } = toLiveParkEntry(
      PARKS.epcot,
      snapshot([
        entity({
          id: 's1',
          name: 'All day',
          entityType: 'SHOW',
          showtimes: [{ startTime: '2026-11-27T09:00:00-05:00', endTime: '2026-11-27T21:00:00-05:00' }],
        }),
        entity({
          id: 's2',
          name: 'Evening',
          entityType: 'SHOW',
          showtimes: [
            { startTime: '2026-11-27T13:00:00-05:00', endTime: null },
            { startTime: '2026-11-27T19:00:00-05:00', endTime: '2026-11-27T19:25:00-05:00' },
            { startTime: '2026-11-27T19:00:00-05:00', endTime: '2026-11-27T19:25:00-05:00' },
            { startTime: '2026-11-28T13:00:00-05:00', endTime: '2026-11-28T13:25:00-05:00' },
          ],
        }),
      ]),
      noon,
    );
    expect(shows.map(({ name, duration, showtimes }) => [name, duration, showtimes])).toEqual([
      ['All day', null, []],
      ['Evening', 25, ['2026-11-27T13:00:00-05:00', '2026-11-27T19:00:00-05:00']],
    ]);
  });
});

describe('reading the upstream', () => {
  it('refuses an answer without the documented array', () => {
    expect(() => entitiesFromLive({ liveData: 'nope' })).toThrow(UpstreamError);
    expect(() => entitiesFromLive(null)).toThrow(UpstreamError);
    expect(() => openingHoursFromSchedule({})).toThrow(UpstreamError);
  });

  it('skips entries it cannot use and keeps the rest', () => {
    const entities = entitiesFromLive({
      liveData: [
        { id: 'x', entityType: 'ATTRACTION' },
        { id: 'r', name: 'Restaurant', entityType: 'RESTAURANT' },
        'garbage',
        {
          id: 'a',
          name: ' Ride ',
          entityType: 'ATTRACTION',
          status: 'OPERATING',
          queue: { STANDBY: { waitTime: 12.4 }, RETURN_TIME: { state: 'AVAILABLE' } },
          lastUpdated: 'not a date',
        },
      ],
    });
    expect(entities).toEqual([
      {
        id: 'a',
        name: 'Ride',
        entityType: 'ATTRACTION',
        status: 'OPERATING',
        standbyWait: 12,
        queueSkipAvailable: true,
        showtimes: [],
        lastUpdated: null,
      },
    ]);
    expect(
      openingHoursFromSchedule({
        schedule: [
          {
            date: '2026-11-27',
            type: 'EXTRA_HOURS',
            openingTime: '2026-11-27T08:00:00-05:00',
            closingTime: '2026-11-27T09:00:00-05:00',
          },
          {
            date: '2026-11-27',
            type: 'OPERATING',
            openingTime: 'soon',
            closingTime: '2026-11-27T22:00:00-05:00',
          },
          {
            date: '2026-11-27',
            type: 'OPERATING',
            openingTime: '2026-11-27T09:00:00-05:00',
            closingTime: '2026-11-27T22:00:00-05:00',
          },
        ],
      }),
    ).toEqual([
      {
        date: '2026-11-27',
        openingTime: '2026-11-27T09:00:00-05:00',
        closingTime: '2026-11-27T22:00:00-05:00',
      },
    ]);
  });
});
