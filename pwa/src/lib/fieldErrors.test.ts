import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { serverFieldErrors } from './fieldErrors';

describe('serverFieldErrors', () => {
  it("reads the field messages from the API's error body", () => {
    const body = {
      success: false,
      error: 'validation_failed',
      message: 'Email is required',
      fields: { email: 'Email is required' },
    };
    expect(serverFieldErrors(new ApiError(400, JSON.stringify(body)))).toEqual({
      email: 'Email is required',
    });
  });

  it('finds none in a body without fields, a body that is not JSON, or another error', () => {
    expect(
      serverFieldErrors(new ApiError(403, JSON.stringify({ error: 'forbidden', message: 'No' }))),
    ).toEqual({});
    expect(serverFieldErrors(new ApiError(502, '<html>Bad gateway</html>'))).toEqual({});
    expect(serverFieldErrors(new Error('400: {"fields":{"email":"Email is required"}}'))).toEqual({});
  });
});
