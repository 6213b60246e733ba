import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CalendarDay, OptionalCalendarDay, isCalendarDay } from './dates.ts';

describe('isCalendarDay', () => {
  it('accepts only days that exist: real days of the month, leap years, years 0001 to 9999', () => {
    for (const day of ['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2027-04-30', '2027-01-31']) {
      expect(isCalendarDay(day), day).toBe(true);
    }
    for (const day of [
      '2024-02-31',
      '2027-02-29',
      '1900-02-29',
      '2100-02-29',
      '2027-04-31',
      '0000-01-01',
      '2027-00-10',
      '2027-13-01',
      '2027-01-00',
      '2027-1-01',
      '12027-01-01',
      '2027-01-01T10:00:00Z',
      '',
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});

describe('the calendar-day schemas', () => {
  it('cut an ISO timestamp to its day and refuse anything after the day that is not a time', () => {
    expect(v.parse(CalendarDay('Required'), '2027-02-12T23:30:00.000Z')).toBe('2027-02-12');
    expect(v.parse(OptionalCalendarDay('Invalid'), ' 2027-02-12T10:00+02:00 ')).toBe('2027-02-12');
    expect(v.safeParse(CalendarDay('Required'), '2027-02-12Tnonsense').success).toBe(false);
    expect(v.safeParse(CalendarDay('Required'), '2024-02-31T12:00:00Z').success).toBe(false);
  });

  it('answer the required message for a missing day and the invalid one for an impossible day', () => {
    const schema = CalendarDay('Start date is required', 'Start date must be a real calendar day');
    expect(v.safeParse(schema, ' ').issues?.[0].message).toBe('Start date is required');
    expect(v.safeParse(schema, null).issues?.[0].message).toBe('Start date is required');
    expect(v.safeParse(schema, '2024-02-31').issues?.[0].message).toBe(
      'Start date must be a real calendar day',
    );
    expect(v.parse(OptionalCalendarDay('Invalid'), '')).toBeNull();
    expect(v.parse(OptionalCalendarDay('Invalid'), undefined)).toBeNull();
    expect(v.safeParse(OptionalCalendarDay('Invalid'), '0000-01-01').issues?.[0].message).toBe('Invalid');
  });
});
