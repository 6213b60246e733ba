import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { ToastRoot } from '@pwa/components/ToastRoot';
import { createUpdateHandlers, UPDATE_CHECK_INTERVAL_MS } from './updatePrompt';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the service worker update prompt', () => {
  it('offers a new version once, with a Reload button that activates it', async () => {
    render(
      <ConfigProvider>
        <ToastRoot />
      </ConfigProvider>,
    );
    const activateUpdate = vi.fn(async () => {});
    const handlers = createUpdateHandlers(activateUpdate);

    handlers.onNeedRefresh();
    handlers.onNeedRefresh();
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    expect(screen.getByText('Reload to get the latest version of the site.')).toBeTruthy();
    const reload = screen.getAllByRole('button', { name: 'Reload' });
    expect(reload).toHaveLength(1);

    fireEvent.click(reload[0]!);
    expect(activateUpdate).toHaveBeenCalledTimes(1);
  });

  it('looks for a new version every hour, only while online', () => {
    vi.useFakeTimers();
    const update = vi.fn(async () => {});
    createUpdateHandlers(async () => {}).onRegisteredSW('/sw.js', {
      update,
    } as unknown as ServiceWorkerRegistration);

    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(update).toHaveBeenCalledTimes(1);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(update).toHaveBeenCalledTimes(1);
  });
});
