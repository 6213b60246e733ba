import { describe, expect, it } from 'vitest';
import type { BookingDto } from '../contract/bookings.ts';
import type { ClientDto } from '../contract/clients.ts';
import { bookingsCsv, clientsCsv, readableJson, spreadsheetSafe } from './officeExports.ts';

const BOM = '\uFEFF';
const stamp = { version: 7, createdAt: '2026-05-01T10:00:00Z', updatedAt: '2026-05-02T10:00:00Z' };

const client: ClientDto = {
  ...stamp,
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Cleo',
  lastName: 'Baptiste',
  email: 'cleo@example.com',
  phone: '+1 (758) 555-0100',
  address: 'Rodney Bay, Gros Islet',
  notes: 'Says "hi", often\nand more',
  userId: '99999999-9999-4999-8999-999999999999',
};

const booking: BookingDto = {
  ...stamp,
  id: 'b1b1b1b1-0000-4000-8000-000000000001',
  itineraryId: '2b0c6f3e-8a51-4d7e-9f0a-6c1d2e3f4a5b',
  type: 'hotel',
  title: 'Sugar Beach resort',
  details: JSON.stringify({ room: 'Ocean view', guests: 2 }),
  cost: 112500,
  currency: 'USD',
  status: 'confirmed',
  bookingReference: 'SB-42',
  supplierInfo: JSON.stringify({ reference: 'VIC-9', notes: 'Late check-in' }),
  startDate: '2026-06-01',
  endDate: '2026-06-08',
  itinerary: {
    id: '2b0c6f3e-8a51-4d7e-9f0a-6c1d2e3f4a5b',
    title: 'Soufrière escape',
    client: { id: client.id, firstName: 'Cleo', lastName: 'Baptiste' },
  },
};

const linesOf = (csv: string) => csv.split('\r\n');

describe('clientsCsv', () => {
  it('has the columns a person reads, headed in words, and nothing internal', () => {
    const csv = clientsCsv([client]);
    // The byte order mark makes spreadsheets read the file as UTF-8.
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = linesOf(csv.slice(1));
    expect(lines[0]).toBe('First name,Last name,Email,Phone,Address,Notes,Added on');
    expect(csv).toContain(
      'Cleo,Baptiste,cleo@example.com,+1 (758) 555-0100,"Rodney Bay, Gros Islet","Says ""hi"", often\nand more","May 1, 2026"\r\n',
    );
    for (const internal of [client.id, client.userId!, 'version', stamp.createdAt]) {
      expect(csv).not.toContain(internal);
    }
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes text a spreadsheet would run as a formula as text, and leaves phone numbers alone', () => {
    const csv = clientsCsv([
      { ...client, phone: '+1 758 555 0101', address: '=SUM(A1)', notes: '@cmd' },
      { ...client, phone: '-', address: '+1+1', notes: '- prefers mornings' },
    ]);
    const [, first, second] = linesOf(csv);
    expect(first).toBe(`Cleo,Baptiste,cleo@example.com,+1 758 555 0101,'=SUM(A1),'@cmd,"May 1, 2026"`);
    expect(second).toBe(`Cleo,Baptiste,cleo@example.com,-,'+1+1,'- prefers mornings,"May 1, 2026"`);
  });
});

describe('bookingsCsv', () => {
  it('shows money in the currency units, dates in words and the JSON fields as text', () => {
    const lines = linesOf(bookingsCsv([booking]).slice(1));
    expect(lines[0]).toBe(
      'Type,Title,Client,Status,Cost,Currency,Reference,Start date,End date,Itinerary,Details,Supplier info',
    );
    expect(lines[1]).toBe(
      'Hotel,Sugar Beach resort,Cleo Baptiste,Confirmed,1125.00,USD,SB-42,"June 1, 2026","June 8, 2026",Soufrière escape,Room: Ocean view; Guests: 2,Reference: VIC-9; Notes: Late check-in',
    );
    expect(lines.slice(2)).toEqual(['']);
  });

  it('leaves a missing cost, dates, details and itinerary empty', () => {
    const lines = linesOf(
      bookingsCsv([
        {
          ...booking,
          cost: null,
          startDate: null,
          endDate: null,
          details: null,
          supplierInfo: null,
          bookingReference: null,
          itinerary: undefined,
        },
      ]),
    );
    expect(lines[1]).toBe('Hotel,Sugar Beach resort,,Confirmed,,USD,,,,,,');
  });

  it('keeps an amount of a few cents exact', () => {
    expect(linesOf(bookingsCsv([{ ...booking, cost: 5 }]))[1]).toContain(',0.05,USD,');
  });
});

describe('readableJson', () => {
  it('names each field in words, skips empty ones and nests lists and objects', () => {
    expect(
      readableJson(
        JSON.stringify({
          description: 'Suite',
          startTime: '15:00',
          end_time: '',
          location: null,
          extras: ['Breakfast', 'Spa'],
          transfer: { pickUp: 'UVF', included: true },
        }),
      ),
    ).toBe(
      'Description: Suite; Start time: 15:00; Extras: Breakfast, Spa; Transfer: (Pick up: UVF; Included: Yes)',
    );
  });

  it('keeps text that is not JSON as it is', () => {
    expect(readableJson('Ask for Marcus at the desk')).toBe('Ask for Marcus at the desk');
    expect(readableJson('"Quoted"')).toBe('Quoted');
    expect(readableJson(null)).toBe('');
  });
});

describe('spreadsheetSafe', () => {
  it('marks formulas as text', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2+3*cmd', '@A1', '\t=1', '\r=1', '+1 758 CALL']) {
      expect(spreadsheetSafe(text), text).toBe(`'${text}`);
    }
  });

  it('leaves phone numbers, minus signs and ordinary text as typed', () => {
    for (const text of ['+1 (758) 555-0100', '+1.758.555.0100', '-', '-12.50', 'Rodney Bay - north', '']) {
      expect(spreadsheetSafe(text), text).toBe(text);
    }
  });
});
