/**
 * Opens the signed-in agent's database on this device and runs the sync engine while the
 * office is open. Each user gets their own database, so a second person signing in on the
 * same browser neither sees nor sends the first one's unsent changes.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { openOfficeDatabase, OFFICE_DB_NAME, setOfficeDatabase } from './db';
import { SyncEngine } from './syncEngine';

const EngineContext = createContext<SyncEngine | null>(null);

export function officeDatabaseName(userId: string): string {
  return `${OFFICE_DB_NAME}-${userId}`;
}

export function OfficeDataProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const engine = useMemo(() => {
    const db = openOfficeDatabase(officeDatabaseName(userId));
    // Screens below read through officeDb() from their first render on.
    setOfficeDatabase(db);
    return new SyncEngine({ db });
  }, [userId]);

  useEffect(() => {
    engine.start();
    return () => engine.stop();
  }, [engine]);

  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
}

/** The running engine (Sync now, resume after sign-in); null outside the office. */
export function useSyncEngine(): SyncEngine | null {
  return useContext(EngineContext);
}
