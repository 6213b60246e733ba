import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installs, keepServiceWorkerInstalled, ONLINE_RETRY_DELAYS_MS } from './keepServiceWorker';

/** A service worker as far as the page sees one: a state and its statechange events. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }

  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;

  asRegistration() {
    return this as unknown as ServiceWorkerRegistration;
  }
}

function installingRegistration() {
  const registration = new FakeRegistration();
  const worker = new FakeWorker('installing');
  registration.installing = worker;
  return { registration, worker };
}

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}

function comeBackOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

describe('installs', () => {
  it('is true at once for a registration with an active worker', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    await expect(installs(registration.asRegistration())).resolves.toBe(true);
  });

  it('is true once the installing worker has installed', async () => {
    const { registration, worker } = installingRegistration();
    const result = installs(registration.asRegistration());
    worker.moveTo('installed');
    await expect(result).resolves.toBe(true);
  });

  it('is false when the installing worker fails with no other worker left', async () => {
    const { registration, worker } = installingRegistration();
    const result = installs(registration.asRegistration());
    registration.installing = null;
    worker.moveTo('redundant');
    await expect(result).resolves.toBe(false);
  });
});

describe('keepServiceWorkerInstalled', () => {
  it('registers again when the connection returns after registering failed offline', async () => {
    const installed = new FakeRegistration();
    installed.active = new FakeWorker('activated');
    const register = vi
      .fn<() => Promise<ServiceWorkerRegistration | undefined>>()
      .mockRejectedValueOnce(new TypeError('Failed to register a ServiceWorker: An unknown error occurred'))
      .mockResolvedValue(installed.asRegistration());

    goOffline();
    keepServiceWorkerInstalled(register);
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(register).toHaveBeenCalledTimes(1);

    comeBackOnline();
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(2));

    // Installed now: later connection changes register nothing more.
    goOffline();
    comeBackOnline();
    await Promise.resolve();
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('registers again when the connection returns after the install failed half-way', async () => {
    const first = installingRegistration();
    const second = installingRegistration();
    const register = vi
      .fn<() => Promise<ServiceWorkerRegistration | undefined>>()
      .mockResolvedValueOnce(first.registration.asRegistration())
      .mockResolvedValueOnce(second.registration.asRegistration());

    keepServiceWorkerInstalled(register);
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    goOffline();
    first.registration.installing = null;
    first.worker.moveTo('redundant');
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());

    comeBackOnline();
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(2));
    second.worker.moveTo('installed');
    comeBackOnline();
    await Promise.resolve();
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('tries a bounded number of times on a timer while the browser says it is online', async () => {
    vi.useFakeTimers();
    const register = vi
      .fn<() => Promise<ServiceWorkerRegistration | undefined>>()
      .mockRejectedValue(new TypeError('Failed to register a ServiceWorker: 503'));

    keepServiceWorkerInstalled(register);
    await vi.advanceTimersByTimeAsync(0);
    expect(register).toHaveBeenCalledTimes(1);
    for (const delay of ONLINE_RETRY_DELAYS_MS) await vi.advanceTimersByTimeAsync(delay);
    expect(register).toHaveBeenCalledTimes(1 + ONLINE_RETRY_DELAYS_MS.length);

    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(register).toHaveBeenCalledTimes(1 + ONLINE_RETRY_DELAYS_MS.length);
    // A connection that comes back is a new chance.
    comeBackOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(register).toHaveBeenCalledTimes(2 + ONLINE_RETRY_DELAYS_MS.length);
  });
});
