import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fieldMessages, WHOLE_INPUT } from './fieldMessages.ts';

const Trip = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.nonEmpty('Give the trip a name')),
    destinations: v.array(v.pipe(v.string(), v.nonEmpty('Name each destination'))),
  }),
  v.check((trip) => trip.destinations.length < 3, 'At most two destinations'),
);

const issuesOf = (input: unknown) => v.safeParse(Trip, input).issues ?? [];

describe('fieldMessages', () => {
  it('keys the first message of each failing field by its dotted path', () => {
    expect(fieldMessages(issuesOf({ name: '', destinations: ['Castries', ''] }))).toEqual({
      name: 'Give the trip a name',
      'destinations.1': 'Name each destination',
    });
  });

  it('keys a nested message by its top-level field when asked, first message winning', () => {
    expect(fieldMessages(issuesOf({ name: 'x', destinations: ['', ''] }), { topLevel: true })).toEqual({
      destinations: 'Name each destination',
    });
  });

  it('puts a message about the whole input under its own key', () => {
    expect(fieldMessages(issuesOf({ name: 'x', destinations: ['a', 'b', 'c'] }))).toEqual({
      [WHOLE_INPUT]: 'At most two destinations',
    });
  });
});
