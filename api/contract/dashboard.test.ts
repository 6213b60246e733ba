import { describe, expect, it } from 'vitest';
import { dashboardCounters, dashboardStatusColour } from './dashboard.ts';

const trip = (status: string, totalCost: number | null, currency = 'USD') =>
  ({ status, totalCost, currency }) as never;
const booking = (status: string) => ({ status }) as never;

describe('dashboardStatusColour', () => {
  it.each([
    ['confirmed', 'green'],
    ['completed', 'green'],
    ['pending', 'yellow'],
    ['draft', 'yellow'],
    ['cancelled', 'red'],
    ['on-hold', 'grey'],
    ['', 'grey'],
  ])('shows %s in %s', (status, colour) => {
    expect(dashboardStatusColour(status)).toBe(colour);
  });
});

describe('dashboardCounters', () => {
  it('counts confirmed trips as active, drafts as in planning, confirmed bookings, requests, and sums every trip’s cost by currency', () => {
    const counters = dashboardCounters({
      itineraries: [
        trip('confirmed', 480000),
        trip('confirmed', null),
        trip('draft', 1050),
        trip('completed', 20000),
        trip('cancelled', 5000),
        trip('draft', 70000, 'EUR'),
      ],
      bookings: [booking('confirmed'), booking('pending'), booking('confirmed'), booking('cancelled')],
      quotes: [{} as never, {} as never],
    });
    expect(counters).toEqual({
      activeTrips: 2,
      inPlanning: 2,
      totalBookings: 4,
      confirmedBookings: 2,
      quotesRequested: 2,
      totalInvested: [
        { currency: 'USD', amount: 506050 },
        { currency: 'EUR', amount: 70000 },
      ],
    });
  });

  it('answers zeros and no money for an empty dashboard', () => {
    expect(dashboardCounters({ itineraries: [], bookings: [], quotes: [] })).toEqual({
      activeTrips: 0,
      inPlanning: 0,
      totalBookings: 0,
      confirmedBookings: 0,
      quotesRequested: 0,
      totalInvested: [],
    });
  });
});
