import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  DEFAULT_PARK_IDS,
  LiveParkQuery,
  statusLabel,
  themeParkMessages,
  waitTimeColour,
} from './themeParks.ts';

describe('waitTimeColour', () => {
  it.each([
    [0, 'green'],
    [20, 'green'],
    [21, 'yellow'],
    [45, 'yellow'],
    [46, 'red'],
    [120, 'red'],
    [null, 'neutral'],
    [undefined, 'neutral'],
    [Number.NaN, 'neutral'],
  ] as const)('colours %s minutes %s', (minutes, colour) => {
    expect(waitTimeColour(minutes)).toBe(colour);
  });
});

describe('statusLabel', () => {
  it('labels the four known statuses and shows any other as given', () => {
    expect(['OPERATING', 'DOWN', 'CLOSED', 'REFURBISHMENT'].map(statusLabel)).toEqual([
      'Operating',
      'Down',
      'Closed',
      'Refurbishment',
    ]);
    expect(statusLabel('DELAYED')).toBe('DELAYED');
  });
});

describe('LiveParkQuery', () => {
  it('defaults to Magic Kingdom and EPCOT with attractions and shows', () => {
    expect(v.parse(LiveParkQuery, {})).toEqual({
      parkIds: [...DEFAULT_PARK_IDS],
      includeAttractions: true,
      includeShows: true,
    });
  });

  it('reads repeated and comma-separated ids once each, and the flags and wait limit', () => {
    expect(
      v.parse(LiveParkQuery, {
        parkIds: ['epcot,magic-kingdom', 'epcot'],
        maxWaitTime: '30',
        includeShows: 'false',
      }),
    ).toEqual({
      parkIds: ['epcot', 'magic-kingdom'],
      maxWaitTime: 30,
      includeAttractions: true,
      includeShows: false,
    });
  });

  it('refuses an unknown park with the message listing the known ones', () => {
    const result = v.safeParse(LiveParkQuery, { parkIds: 'atlantis' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe(themeParkMessages.unknownPark);
  });
});
