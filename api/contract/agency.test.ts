import { describe, expect, it } from 'vitest';
import {
  addressLines,
  agencyToday,
  clockTime,
  dayRange,
  openingHoursLines,
  parseOpeningHours,
  parsePhone,
  parseUsAddress,
  phoneHref,
  schemaOpeningHours,
  sellerOfTravelLabel,
} from './agency.ts';

describe('the agency’s particulars', () => {
  it('words the demo hours as the contact page does, and for search engines as schema.org does', () => {
    const hours = parseOpeningHours('Mo-Fr 09:00-18:00; Sa 10:00-16:00')!;
    expect(openingHoursLines(hours)).toEqual(['Monday-Friday 9:00 AM-6:00 PM', 'Saturday 10:00 AM-4:00 PM']);
    expect(schemaOpeningHours(hours)).toEqual(['Mo-Fr 09:00-18:00', 'Sa 10:00-16:00']);
  });

  it('reads lists and ranges of days, and refuses what it cannot read', () => {
    const hours = parseOpeningHours('mo,we-fr 08:00-12:30;su 00:00-24:00')!;
    expect(hours.map((rule) => dayRange(rule.days))).toEqual(['Monday, Wednesday-Friday', 'Sunday']);
    expect(schemaOpeningHours(hours)).toEqual(['Mo,We-Fr 08:00-12:30', 'Su 00:00-24:00']);
    expect(openingHoursLines(hours)[1]).toBe('Sunday 12:00 AM-12:00 AM');
    for (const text of [
      '',
      'Mo-Fr',
      'Mo-Fr 9:00-17:00',
      'Xx 09:00-17:00',
      'Mo 17:00-09:00',
      'Mo 25:00-26:00',
    ])
      expect(parseOpeningHours(text), text).toBeNull();
  });

  it('writes times the way people read them', () => {
    expect(['00:00', '09:05', '12:00', '13:30', '23:59'].map(clockTime)).toEqual([
      '12:00 AM',
      '9:05 AM',
      '12:00 PM',
      '1:30 PM',
      '11:59 PM',
    ]);
  });

  it('splits a US address into its parts and prints it in two lines', () => {
    const address = parseUsAddress('  7380 Sand Lake Rd,  Suite 500, Orlando, FL 32819-1234 ')!;
    expect(address).toEqual({
      streetAddress: '7380 Sand Lake Rd, Suite 500',
      locality: 'Orlando',
      region: 'FL',
      postalCode: '32819-1234',
      country: 'US',
    });
    expect(addressLines(address)).toEqual(['7380 Sand Lake Rd, Suite 500', 'Orlando, FL 32819-1234']);
    expect(parseUsAddress('Orlando, FL')).toBeNull();
    expect(parseUsAddress('1 Main St, Orlando, Florida 32819')).toBeNull();
  });

  it('dials a phone number with its country code', () => {
    expect(phoneHref('+1 (407) 555-0142')).toBe('tel:+14075550142');
    expect(phoneHref('(407) 555-0142')).toBe('tel:+14075550142');
    expect(phoneHref('+1 758 555 0100')).toBe('tel:+17585550100');
    expect(parsePhone('407.555.0142')).toBe('407.555.0142');
    expect(parsePhone('call 407 555 0142')).toBeNull();
  });

  it('prints the registration as Florida asks and counts days on Eastern time', () => {
    expect(sellerOfTravelLabel('ST12345')).toBe('Florida Seller of Travel Reg. No. ST12345');
    // 02:00 UTC on 2 March is still 1 March in Orlando.
    expect(agencyToday(new Date('2027-03-02T02:00:00Z'))).toBe('2027-03-01');
  });
});
