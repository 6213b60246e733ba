import { describe, expect, it } from 'vitest';
import { unsupportedClaims } from './priceCheck.ts';
import type { Fact } from './types.ts';

function fact(overrides: Partial<Fact> & Pick<Fact, 'id' | 'title' | 'text'>): Fact {
  return { kind: 'package', url: '/services/example', pageTitle: 'Example', ...overrides };
}

const facts: Fact[] = [
  fact({
    id: 'package:romantic-getaway',
    title: 'Romantic Getaway',
    text: 'A week for two under the Pitons: a suite with a view, a couples spa day and a sunset cruise.',
    price: { amount: 219_900, per: 'person', from: true },
    duration: '5-7 days',
  }),
  fact({
    id: 'consultation:standard-planning',
    kind: 'consultation',
    title: 'Standard Planning',
    text: 'A $50 consultation with a certified planner, credited to your trip when you book.',
    price: { amount: 5_000, per: 'consultation', from: false },
  }),
  fact({
    id: 'extra:itinerary-pdf',
    kind: 'extra',
    title: 'Printed Itinerary',
    text: 'A bound itinerary for every traveller.',
    price: { amount: 12_950, per: 'trip', from: false },
  }),
  fact({
    id: 'transfer:airport',
    kind: 'transfer',
    title: 'Airport Transfer',
    text: 'Private cars from Hewanorra airport, $75-$150 per car depending on the resort.',
  }),
  fact({
    id: 'package:caribbean-cruise',
    title: 'Caribbean Cruise',
    text: 'Seven nights of island ports from Florida with a balcony cabin.',
    price: { amount: 129_900, per: 'person', from: true },
    duration: '7 days',
    inclusions: ['A 3-hour snorkelling excursion', 'US$120 onboard credit'],
  }),
  fact({
    id: 'checklist:group',
    kind: 'checklist',
    title: 'Group trip checklist',
    text: 'Remind everyone of their final payment date (often 60 to 90 days before departure).',
  }),
  fact({
    id: 'hours',
    kind: 'hours',
    title: 'Office hours',
    text: 'Monday-Friday 9:00 AM-6:00 PM, Saturday 10:00 AM-4:00 PM (Eastern). Call +1 (407) 555-0142.',
  }),
];

const check = (reply: string) => unsupportedClaims(reply, facts);

describe('unsupportedClaims: money', () => {
  it('accepts a price the catalogue states, however it is written', () => {
    expect(check('The Romantic Getaway starts at $2,199 per person.')).toEqual([]);
    expect(check('It is from $2199 per person.')).toEqual([]);
    expect(check('That one is $2,199.00 per person.')).toEqual([]);
    expect(check('About 2,199 USD each.')).toEqual([]);
    expect(check('Roughly 2199 dollars per person.')).toEqual([]);
    expect(check('USD 50 for the consultation.')).toEqual([]);
    expect(check('It is US$ 2,199.')).toEqual([]);
  });

  it('returns an invented price as the reply writes it', () => {
    expect(check('The Romantic Getaway is only $999!')).toEqual(['$999']);
    expect(check('It costs $2,200 per person.')).toEqual(['$2,200']);
    expect(check('Just 999 dollars.')).toEqual(['999 dollars']);
  });

  it('compares cents too', () => {
    expect(check('The printed itinerary is $129.50.')).toEqual([]);
    expect(check('The printed itinerary is $129.5.')).toEqual([]);
    expect(check('The printed itinerary is $129.99.')).toEqual(['$129.99']);
    expect(check('The consultation is $50.00.')).toEqual([]);
    expect(check('The consultation is $50.01.')).toEqual(['$50.01']);
  });

  it('reads a money figure written in a fact’s text or inclusions', () => {
    expect(check('A private car is $75 to $150.')).toEqual([]);
    expect(check('The cruise comes with US$120 onboard credit.')).toEqual([]);
    expect(check('The cruise comes with $200 onboard credit.')).toEqual(['$200']);
  });

  it('checks both ends of a range', () => {
    expect(check('Transfers run $75-$150 per car.')).toEqual([]);
    expect(check('Transfers run $75–150 per car.')).toEqual([]);
    expect(check('Transfers run $75-$199 per car.')).toEqual(['$75-$199']);
    expect(check('Packages run $50-$199.')).toEqual(['$50-$199']);
    expect(check('Prices go from $1,299 to $2,199.')).toEqual([]);
  });

  it('reads thousands written as k, and only as a suffix of the amount', () => {
    expect(check('The getaway is about $2.2k.')).toEqual(['$2.2k']);
    expect(check('The cruise is about $1.299k.')).toEqual([]);
    expect(unsupportedClaims('Around $1.2k.', [fact({ id: 'x', title: 'X', text: 'Only $1,200.' })])).toEqual(
      [],
    );
    expect(check('$50 kids’ club included.')).toEqual([]);
  });

  it('treats another currency as a different figure', () => {
    expect(check('It is EC$2,199 on the island.')).toEqual(['EC$2,199']);
    expect(check('It is €2,199.')).toEqual(['€2,199']);
  });

  it('does not read clock times, phone numbers, years, counts or percentages as money', () => {
    expect(check('We are open Monday-Friday 9:00 AM-6:00 PM and Saturday 10:00 AM-4:00 PM.')).toEqual([]);
    expect(check('Call us on +1 (407) 555-0142 or 407-555-0142.')).toEqual([]);
    expect(check('Groups of 2-8 travellers can book for 2026 with 10% down.')).toEqual([]);
  });
});

describe('unsupportedClaims: durations', () => {
  it('accepts a duration equal to a fact’s', () => {
    expect(check('The Romantic Getaway lasts 5-7 days.')).toEqual([]);
    expect(check('The Romantic Getaway lasts 5 to 7 days.')).toEqual([]);
    expect(check('The cruise is 7 days.')).toEqual([]);
    expect(check('A 7-day cruise.')).toEqual([]);
  });

  it('accepts either end of a stated range, not a value inside it', () => {
    expect(check('You can do it in 5 days.')).toEqual([]);
    expect(check('You can stretch it to 7 days.')).toEqual([]);
    expect(check('Most couples take 6 days.')).toEqual(['6 days']);
  });

  it('returns an invented duration', () => {
    expect(check('The Romantic Getaway lasts 12 days.')).toEqual(['12 days']);
    expect(check('The cruise is 10 nights.')).toEqual(['10 nights']);
    expect(check('The getaway lasts 5-10 days.')).toEqual(['5-10 days']);
  });

  it('reads a duration written in a fact’s text or inclusions', () => {
    expect(check('Final payment is due 60 to 90 days before departure.')).toEqual([]);
    expect(check('Pay 90 days before you go.')).toEqual([]);
    expect(check('Pay 30 days before you go.')).toEqual(['30 days']);
    expect(check('The cruise includes a 3-hour snorkelling trip.')).toEqual([]);
    expect(check('The snorkelling trip is 4 hours.')).toEqual(['4 hours']);
  });

  it('keeps days and nights apart, and reads a week as seven days', () => {
    expect(check('The cruise is 7 nights.')).toEqual(['7 nights']);
    expect(check('The cruise lasts 1 week.')).toEqual([]);
    expect(check('The cruise lasts 2 weeks.')).toEqual(['2 weeks']);
  });

  it('does not read clock times or phone numbers as durations', () => {
    expect(check('Open 9:00 AM-6:00 PM on weekdays, call 555-0142.')).toEqual([]);
  });
});

describe('unsupportedClaims: a whole reply', () => {
  it('returns every unsupported figure once, in reading order', () => {
    const reply =
      'The Romantic Getaway is $2,199 for 12 days, or $999 for 5 days. Again: $999, 12 days, $50 to book.';
    expect(check(reply)).toEqual(['12 days', '$999']);
    expect(check('Only $999 for 12 days, then $1,500.')).toEqual(['$999', '12 days', '$1,500']);
  });

  it('does not let a range swallow a duration that follows it', () => {
    expect(check('The consultation is $50 - 12 days ahead of travel.')).toEqual(['12 days']);
  });

  it('finds nothing in a reply without figures, and everything without facts', () => {
    expect(check('Saint Lucia is lovely in the dry season. Shall I connect you with an agent?')).toEqual([]);
    expect(unsupportedClaims('It is $2,199 for 7 days.', [])).toEqual(['$2,199', '7 days']);
  });
});
