import { describe, expect, it } from 'vitest';
import { dataBody, successBody } from './envelopes.ts';

describe('answer envelopes', () => {
  it('wraps a record or a list as { data }, with the message a write shows', () => {
    expect(dataBody([{ id: 'a' }])).toEqual({ data: [{ id: 'a' }] });
    expect(dataBody({ id: 'a' }, 'Client created successfully!')).toEqual({
      data: { id: 'a' },
      message: 'Client created successfully!',
    });
    expect(Object.keys(dataBody(null))).toEqual(['data']);
  });

  it('answers an action as { success: true } beside its own fields, which cannot unset success', () => {
    expect(successBody({ message: 'Deleted' })).toEqual({ success: true, message: 'Deleted' });
    expect(successBody({})).toEqual({ success: true });
  });
});
