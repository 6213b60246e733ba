import { describe, expect, it } from 'vitest';
import { MAX_NESTING, fieldName, findUnstorable } from './storable.ts';

describe('findUnstorable', () => {
  it('names the first string or key holding NUL, however deep in objects and lists', () => {
    expect(findUnstorable({ title: 'ok', services: [{ name: 'a' }, { name: 'b\u0000' }] })).toEqual({
      reason: 'nul',
      path: ['services', 1, 'name'],
    });
    expect(findUnstorable({ ['ke\u0000y']: 1 })).toEqual({ reason: 'nul', path: ['ke\u0000y'] });
    expect(fieldName(['ke\u0000y'])).toBe('ke\\u0000y');
    expect(findUnstorable('\u0000')).toEqual({ reason: 'nul', path: [] });
    expect(findUnstorable({ title: 'fine', count: 3, list: [null, true, 'x'] })).toBeNull();
  });

  it('names text holding half of a surrogate pair, which no UTF-8 can carry, and keeps whole ones', () => {
    const [high, low] = [String.fromCharCode(0xd83c), String.fromCharCode(0xdf34)];
    expect(high + low).toBe('🌴');
    expect(findUnstorable({ notes: ['fine 🌴', `half ${high} here`] })).toEqual({
      reason: 'broken',
      path: ['notes', 1],
    });
    expect(findUnstorable({ notes: `trailing ${low}` })?.reason).toBe('broken');
    expect(findUnstorable({ 'palm 🌴': 'fine' })).toBeNull();
    expect(fieldName(['palm 🌴', `x${high}`])).toBe('palm 🌴.x\\ud83c');
  });

  it(`refuses nesting deeper than ${MAX_NESTING} levels without overflowing the stack itself`, () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findUnstorable({ notes: deep })?.reason).toBe('tooDeep');
    let fits: unknown = 'bottom';
    for (let level = 0; level < MAX_NESTING; level++) fits = [fits];
    expect(findUnstorable(fits)).toBeNull();
    expect(findUnstorable([fits])?.reason).toBe('tooDeep');
  });

  it('leaves alone the parts a schema checks one item at a time', () => {
    const body = {
      deviceId: 'd',
      mutations: [{ id: 'm1', changes: { title: '\u0000' }, base: { title: '\u0000' } }],
    };
    const skip = ['mutations.*.changes', 'mutations.*.base'];
    expect(findUnstorable(body, skip)).toBeNull();
    expect(findUnstorable({ ...body, deviceId: '\u0000' }, skip)?.path).toEqual(['deviceId']);
  });
});
