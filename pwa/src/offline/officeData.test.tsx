import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { currentOfficeDatabase, officeDb, type OfficeDatabase } from './db';
import { OfficeDataProvider, officeDatabaseName, useSyncEngine } from './officeData';
import { SyncEngine } from './syncEngine';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfficeDataProvider', () => {
  it("opens each user's own database and closes the previous one when the user changes", async () => {
    vi.spyOn(SyncEngine.prototype, 'start').mockImplementation(() => {});
    const stop = vi.spyOn(SyncEngine.prototype, 'stop');
    const seen: Array<{ db: OfficeDatabase; engine: SyncEngine | null }> = [];
    function Screen() {
      seen.push({ db: officeDb(), engine: useSyncEngine() });
      return null;
    }
    const first = crypto.randomUUID();
    const second = crypto.randomUUID();
    const view = render(
      <OfficeDataProvider userId={first}>
        <Screen />
      </OfficeDataProvider>,
    );
    const firstDb = seen.at(-1)!.db;
    expect(firstDb.name).toBe(officeDatabaseName(first));
    await firstDb.open();
    expect(firstDb.isOpen()).toBe(true);

    view.rerender(
      <OfficeDataProvider userId={second}>
        <Screen />
      </OfficeDataProvider>,
    );
    const secondDb = seen.at(-1)!.db;
    expect(secondDb.name).toBe(officeDatabaseName(second));
    expect(officeDb()).toBe(secondDb);
    expect(seen.at(-1)!.engine).not.toBe(seen[0].engine);
    expect(firstDb.isOpen()).toBe(false);
    expect(stop).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(stop).toHaveBeenCalledTimes(2);
    expect(currentOfficeDatabase()).toBeNull();
  });
});
