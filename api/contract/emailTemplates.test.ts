import { describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_LIST,
  bookingLine,
  fillEmailTemplate,
  findEmailTemplate,
  placeholderMessage,
  placeholdersLeft,
} from './emailTemplates.ts';

const QUOTE_ID = '55555555-5555-4555-8555-555555555555';
const ITINERARY_ID = '66666666-6666-4666-8666-666666666666';
const CLIENT_ID = '33333333-3333-4333-8333-333333333333';

describe('placeholdersLeft', () => {
  it('lists each known placeholder once, in the order the text first names it', () => {
    expect(placeholdersLeft('Dear {clientName}, "{quoteName}" until {quoteValidUntil}. {quoteName}')).toEqual(
      ['clientName', 'quoteName', 'quoteValidUntil'],
    );
  });

  it('ignores words in braces that are no placeholder, and blank text', () => {
    expect(placeholdersLeft('Use code {SUMMER26} or { clientName } or {clientname}')).toEqual([]);
    expect(placeholdersLeft('')).toEqual([]);
    expect(placeholdersLeft(null)).toEqual([]);
  });

  it('finds every placeholder of the five templates before they are filled, and none after', () => {
    const all = EMAIL_TEMPLATE_LIST.flatMap((template) => [
      ...placeholdersLeft(template.subject),
      ...placeholdersLeft(template.body),
    ]);
    expect(new Set(all)).toEqual(
      new Set(['clientName', 'agentName', 'quoteName', 'quoteValidUntil', 'itineraryName', 'bookingDetails']),
    );
    const values = {
      clientName: 'Jordan Pierre',
      agentName: 'Ava Baptiste',
      quoteName: 'Winter sun',
      quoteValidUntil: '2026-03-01',
      itineraryName: 'Soufriere escape',
      bookingDetails: '- Sugar Beach (hotel)',
    };
    for (const template of EMAIL_TEMPLATE_LIST) {
      const filled = fillEmailTemplate(template, values);
      expect(placeholdersLeft(filled.subject), template.id).toEqual([]);
      expect(placeholdersLeft(filled.body), template.id).toEqual([]);
    }
  });
});

describe('placeholderMessage', () => {
  it('says nothing when no placeholder is left', () => {
    expect(placeholderMessage('Dear Jordan, see {attached}.')).toBeUndefined();
  });

  it('asks for the quote, the itinerary or the client that fills what is left', () => {
    expect(placeholderMessage('Following up on your quote: {quoteName}')).toBe(
      'Choose a quote to fill {quoteName}',
    );
    expect(placeholderMessage('Your booking is confirmed: {itineraryName}')).toBe(
      'Choose an itinerary to fill {itineraryName}',
    );
    expect(placeholderMessage('Welcome, {clientName}!')).toBe('Choose a client to fill {clientName}');
    const followUp = fillEmailTemplate(findEmailTemplate('quote_follow_up')!, { agentName: 'Ava Baptiste' });
    expect(placeholderMessage(followUp.body)).toBe(
      'Choose a client to fill {clientName}; choose a quote to fill {quoteName} and {quoteValidUntil}',
    );
  });

  it('asks for the text itself when what was chosen has no value for it', () => {
    expect(placeholderMessage('{bookingDetails}', { relatedItineraryId: ITINERARY_ID })).toBe(
      'Replace {bookingDetails} with the text to send: the chosen itinerary has none',
    );
    expect(
      placeholderMessage('Valid until {quoteValidUntil}, {clientName}', {
        relatedQuoteId: QUOTE_ID,
        clientId: CLIENT_ID,
      }),
    ).toBe(
      'Replace {quoteValidUntil} with the text to send: the chosen quote has none; ' +
        'replace {clientName} with the text to send: the chosen client has none',
    );
    expect(placeholderMessage('Regards, {agentName}')).toBe('Replace {agentName} with the text to send');
  });
});

describe('bookingLine', () => {
  it('reads type, title, dates, amount in currency units and the confirmation reference', () => {
    expect(
      bookingLine({
        title: 'Sugar Beach',
        type: 'hotel',
        startDate: '2026-06-02',
        endDate: '2026-06-08',
        cost: 180000,
        currency: 'EUR',
        bookingReference: 'SB-1',
      }),
    ).toBe('- Sugar Beach (hotel), June 2, 2026 - June 8, 2026, €1,800.00, ref. SB-1');
    expect(bookingLine({ title: 'Island tour', type: 'activity', cost: null })).toBe(
      '- Island tour (activity)',
    );
  });
});
