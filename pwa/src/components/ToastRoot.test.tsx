import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ToastHost } from './ToastHost';
import { ToastRoot } from './ToastRoot';
import { toast } from './toast';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

function App({ load }: { load: () => Promise<typeof ToastHost> }) {
  return (
    <>
      <ToastRoot load={load} />
      <h1>Email Center</h1>
    </>
  );
}

describe('ToastRoot', () => {
  it('keeps the screen and the toast when the holder cannot be fetched offline, and shows it once back online', async () => {
    const load = vi
      .fn<() => Promise<typeof ToastHost>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(ToastHost);
    const listens = vi.spyOn(window, 'addEventListener');
    render(<App load={load} />);

    act(() => toast.success('Email sent successfully!'));
    // The failed fetch waits for the connection.
    await vi.waitFor(() =>
      expect(listens).toHaveBeenCalledWith('online', expect.any(Function), { once: true }),
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Email Center' })).toBeTruthy();
    expect(screen.queryByText('Email sent successfully!')).toBeNull();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Email sent successfully!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Email Center' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
