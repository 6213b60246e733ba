import { describe, expect, it } from 'vitest';
import { calendarDate, currentOpening, toLiveParkEntry } from './mapping.ts';
import { PARKS } from './parks.ts';
import { PARK_SNAPSHOT_VERSION, UpstreamError, type ParkSnapshot, type UpstreamEntity } from './types.ts';
import { entitiesFromLive, openingHoursFromSchedule, parkStatusFromLive } from './wiki.ts';

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

function snapshot(
  entities: UpstreamEntity[],
  openingHours: ParkSnapshot['openingHours'] = [],
  parkStatus: string | null = null,
): ParkSnapshot {
  return { version: PARK_SNAPSHOT_VERSION, parkStatus, entities, openingHours };
}

const performance = (startTime: string | null, endTime: string | null) => ({
  type: 'Performance Time',
  startTime,
  endTime,
});
const operating = (startTime: string, endTime: string) => ({ type: 'Operating', startTime, endTime });

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

  it('takes a show’s length from a performance’s published end, and leaves it unknown without one', () => {
    const { shows } = toLiveParkEntry(
      PARKS.epcot,
      snapshot([
        entity({
          id: 's1',
          name: 'Filed as a day-long performance',
          entityType: 'SHOW',
          showtimes: [performance('2026-11-27T09:00:00-05:00', '2026-11-27T21:00:00-05:00')],
        }),
        entity({
          id: 's2',
          name: 'Evening',
          entityType: 'SHOW',
          showtimes: [
            performance('2026-11-27T13:00:00-05:00', null),
            performance('2026-11-27T19:00:00-05:00', '2026-11-27T19:25:00-05:00'),
            performance('2026-11-27T19:00:00-05:00', '2026-11-27T19:25:00-05:00'),
            performance('2026-11-28T13:00:00-05:00', '2026-11-28T13:25:00-05:00'),
          ],
        }),
        entity({
          id: 's3',
          name: 'Universal stunt show',
          entityType: 'SHOW',
          // Universal's feed has starts only: the end repeats the start.
          showtimes: [
            performance('2026-11-27T14:00:00-05:00', '2026-11-27T14:00:00-05:00'),
            performance('2026-11-27T16:00:00-05:00', '2026-11-27T16:00:00-05:00'),
          ],
        }),
        entity({
          id: 's4',
          name: 'No kind named',
          entityType: 'SHOW',
          showtimes: [
            { type: null, startTime: '2026-11-27T15:00:00-05:00', endTime: '2026-11-27T15:20:00-05:00' },
          ],
        }),
      ]),
      noon,
    );
    expect(shows.map(({ name, duration, showtimes, hours }) => [name, duration, showtimes, hours])).toEqual([
      ['Evening', 25, ['2026-11-27T13:00:00-05:00', '2026-11-27T19:00:00-05:00'], null],
      ['Filed as a day-long performance', null, [], null],
      ['No kind named', 20, ['2026-11-27T15:00:00-05:00'], null],
      ['Universal stunt show', null, ['2026-11-27T14:00:00-05:00', '2026-11-27T16:00:00-05:00'], null],
    ]);
  });

  it('lists a meet-and-greet’s "Operating" hours as its hours, never as performances', () => {
    const { shows } = toLiveParkEntry(
      PARKS['magic-kingdom'],
      snapshot([
        entity({
          id: 'm1',
          name: 'Meet Mickey',
          entityType: 'SHOW',
          showtimes: [
            operating('2026-11-27T09:00:00-05:00', '2026-11-27T11:30:00-05:00'),
            operating('2026-11-27T13:00:00-05:00', '2026-11-27T18:00:00-05:00'),
          ],
        }),
        entity({
          id: 'm2',
          name: 'Meet Tinker Bell',
          entityType: 'SHOW',
          // Open now: a window that began this morning.
          showtimes: [operating('2026-11-27T09:00:00-05:00', '2026-11-27T21:00:00-05:00')],
        }),
        entity({
          id: 'm3',
          name: 'Meet Ariel',
          entityType: 'SHOW',
          // Both kinds: the window is its hours, the performance its showtime and length.
          showtimes: [
            {
              type: 'OPERATING',
              startTime: '2026-11-27T10:00:00-05:00',
              endTime: '2026-11-27T20:00:00-05:00',
            },
            performance('2026-11-27T15:00:00-05:00', '2026-11-27T15:15:00-05:00'),
          ],
        }),
        entity({
          id: 'm4',
          name: 'Meet Goofy',
          entityType: 'SHOW',
          // Over for today, tomorrow's not yet, and a window with no length at all.
          showtimes: [
            operating('2026-11-27T08:00:00-05:00', '2026-11-27T11:00:00-05:00'),
            operating('2026-11-28T09:00:00-05:00', '2026-11-28T17:00:00-05:00'),
            operating('2026-11-27T16:00:00-05:00', '2026-11-27T16:00:00-05:00'),
          ],
        }),
      ]),
      noon,
    );
    expect(shows.map(({ name, duration, showtimes, hours }) => [name, duration, showtimes, hours])).toEqual([
      [
        'Meet Ariel',
        15,
        ['2026-11-27T15:00:00-05:00'],
        { openTime: '2026-11-27T10:00:00-05:00', closeTime: '2026-11-27T20:00:00-05:00' },
      ],
      ['Meet Goofy', null, [], null],
      [
        'Meet Mickey',
        null,
        [],
        { openTime: '2026-11-27T13:00:00-05:00', closeTime: '2026-11-27T18:00:00-05:00' },
      ],
      [
        'Meet Tinker Bell',
        null,
        [],
        { openTime: '2026-11-27T09:00:00-05:00', closeTime: '2026-11-27T21:00:00-05:00' },
      ],
    ]);
  });

  it('reads the park’s own live status when it publishes no hours', () => {
    const open = toLiveParkEntry(PARKS.epcot, snapshot([], [], 'OPERATING'), noon);
    expect(open.park).toMatchObject({ status: 'OPERATING', hours: { openTime: null, closeTime: null } });
    expect(toLiveParkEntry(PARKS.epcot, snapshot([], [], null), noon).park.status).toBe('CLOSED');
    // Published hours decide over the live status.
    const hours = [
      {
        date: '2026-11-27',
        openingTime: '2026-11-27T13:00:00-05:00',
        closingTime: '2026-11-27T22:00:00-05:00',
      },
    ];
    expect(toLiveParkEntry(PARKS.epcot, snapshot([], hours, 'OPERATING'), noon).park.status).toBe('CLOSED');
  });
});

describe('reading the upstream', () => {
  it('refuses an answer that is not the documented object, or whose array is not one', () => {
    expect(() => entitiesFromLive({ liveData: 'nope' })).toThrow(UpstreamError);
    expect(() => entitiesFromLive(null)).toThrow(UpstreamError);
    expect(() => entitiesFromLive([])).toThrow(UpstreamError);
    expect(() => openingHoursFromSchedule('[]')).toThrow(UpstreamError);
    expect(() => openingHoursFromSchedule({ schedule: {} })).toThrow(UpstreamError);
  });

  it('reads an answer without liveData or schedule as nothing to report', () => {
    const bare = { id: 'p', name: 'Park', entityType: 'PARK', timezone: TZ };
    expect(entitiesFromLive(bare)).toEqual([]);
    expect(parkStatusFromLive(bare, 'p')).toBeNull();
    expect(openingHoursFromSchedule(bare)).toEqual([]);
    expect(openingHoursFromSchedule({ ...bare, schedule: null })).toEqual([]);
  });

  it('reads the park’s own status from its entry in liveData', () => {
    const body = {
      liveData: [
        { id: 'other', name: 'Other park', entityType: 'PARK', status: 'CLOSED' },
        { id: 'p', name: 'Park', entityType: 'PARK', status: 'OPERATING' },
        { id: 'a', name: 'Ride', entityType: 'ATTRACTION', status: 'DOWN' },
      ],
    };
    expect(parkStatusFromLive(body, 'p')).toBe('OPERATING');
    expect(parkStatusFromLive({ liveData: body.liveData.slice(2) }, 'p')).toBeNull();
  });

  it('treats a posted wait past 300 minutes as no wait, on the standby line and the paid one', () => {
    const ride = (standby: unknown, paid?: unknown) => ({
      id: 'a',
      name: 'Ride',
      entityType: 'ATTRACTION',
      status: 'OPERATING',
      queue: {
        STANDBY: { waitTime: standby },
        ...(paid === undefined ? {} : { PAID_STANDBY: { waitTime: paid } }),
      },
    });
    const read = (standby: unknown, paid?: unknown) => {
      const [entry] = entitiesFromLive({ liveData: [ride(standby, paid)] });
      return [entry.standbyWait, entry.queueSkipAvailable];
    };
    expect(read(999, 999)).toEqual([null, false]);
    expect(read(301)).toEqual([null, false]);
    expect(read(300, 15)).toEqual([300, true]);
    expect(read(-1, null)).toEqual([null, false]);
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
        {
          id: 's',
          name: 'Show',
          entityType: 'SHOW',
          showtimes: [
            {
              type: 'Operating',
              startTime: '2026-11-27T09:00:00-05:00',
              endTime: '2026-11-27T17:00:00-05:00',
            },
            { startTime: 'later', endTime: null },
            'garbage',
          ],
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
      {
        id: 's',
        name: 'Show',
        entityType: 'SHOW',
        status: null,
        standbyWait: null,
        queueSkipAvailable: false,
        showtimes: [
          { type: 'Operating', startTime: '2026-11-27T09:00:00-05:00', endTime: '2026-11-27T17:00:00-05:00' },
          { type: null, startTime: null, endTime: null },
        ],
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
