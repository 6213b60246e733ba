import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorMessage, errorStatus } from './errorMessage';

describe('errorMessage', () => {
  it("reads the server's message out of an apiRequest error", () => {
    const error = new ApiError(
      400,
      '{"success":false,"error":"validation","message":"Invalid email address"}',
    );
    expect(errorMessage(error)).toBe('Invalid email address');
    expect(errorStatus(error)).toBe(400);
  });

  it('shows a plain-text body or status text as it is', () => {
    expect(errorMessage(new ApiError(502, 'Bad Gateway'))).toBe('Bad Gateway');
  });

  it('falls back when the body says nothing a person can read', () => {
    expect(errorMessage(new ApiError(500, '<!doctype html><html></html>'), 'Failed to send message')).toBe(
      'Failed to send message',
    );
    expect(errorMessage(new ApiError(500, '{}'), 'Failed')).toBe('Failed');
    expect(errorMessage('not an error', 'Failed')).toBe('Failed');
  });

  it('keeps the message of an error that did not come from the API', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorMessage(new Error('404: not from the API'))).toBe('404: not from the API');
    expect(errorStatus(new Error('404: not from the API'))).toBeUndefined();
  });
});
