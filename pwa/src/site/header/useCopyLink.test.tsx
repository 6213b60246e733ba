import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { toast } from '@pwa/components/toast';
import { COPIED_RESET_MS, useCopyLink } from './useCopyLink';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useCopyLink', () => {
  it('reports Copied! and reverts after 2 seconds', async () => {
    vi.useFakeTimers();
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn(async () => {}) },
    });
    const { result } = renderHook(() => useCopyLink());

    await act(() => result.current.copy('https://example.test/page'));
    expect(result.current.copied).toBe(true);

    act(() => vi.advanceTimersByTime(COPIED_RESET_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('shows the failure toast when the clipboard refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    const { result } = renderHook(() => useCopyLink());

    await act(() => result.current.copy('https://example.test/page'));

    expect(result.current.copied).toBe(false);
    expect(error).toHaveBeenCalledWith('Failed to copy', 'Please try again.');
  });
});
