import { describe, expect, it } from 'vitest';
import { firstTabWithIssue, stillFailing } from './fieldIssues';

const TAB_OF_FIELD = { services: 'services', terms: 'terms' };
const TABS = ['basic', 'services', 'terms'] as const;

describe('firstTabWithIssue', () => {
  it('picks the first tab of the dialog holding a message, whatever order the schema found them in', () => {
    const errors = {
      'services.3.price': 'Price must be positive',
      validUntil: 'Valid until date is required',
    };
    expect(firstTabWithIssue(errors, TAB_OF_FIELD, TABS)).toBe('basic');
    expect(
      firstTabWithIssue(
        { terms: 'Too long', 'services.1.name': 'Service name required' },
        TAB_OF_FIELD,
        TABS,
      ),
    ).toBe('services');
    expect(firstTabWithIssue({}, TAB_OF_FIELD, TABS)).toBe('basic');
  });
});

describe('stillFailing', () => {
  it('keeps a message while it is still true and drops it once fixed or changed', () => {
    const shown = {
      title: 'Title is required',
      'services.1.price': 'Price must be positive',
      clientId: 'Client is required',
    };
    const now = {
      title: 'Title is required',
      'services.1.price': 'Price must be at most $1,000,000.00',
      'services.1.name': 'Service name required',
    };
    expect(stillFailing(shown, now)).toEqual({ title: 'Title is required' });
  });
});
