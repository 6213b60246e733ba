/**
 * Opens the signed-in agent's database on this device and runs the sync engine while the
 * office is open. Each user gets their own database, so a second person signing in on the
 * same browser neither sees nor sends the first one's unsent changes.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { currentOfficeDatabase, officeDatabaseName, setOfficeDatabase, takeOfficeDatabase } from './db';
import { SyncEngine } from './syncEngine';

export { officeDatabaseName } from './db';

const EngineContext = createContext<SyncEngine | null>(null);

export function OfficeDataProvider({ userId, children }: { userId: string; children: ReactNode }) {
  // Another user is another database: everything below starts afresh with it.
  return (
    <UserOfficeData key={userId} userId={userId}>
      {children}
    </UserOfficeData>
  );
}

function UserOfficeData({ userId, children }: { userId: string; children: ReactNode }) {
  const [{ db, engine }] = useState(() => {
    const opened = takeOfficeDatabase(officeDatabaseName(userId));
    return { db: opened, engine: new SyncEngine({ db: opened }) };
  });
  // Screens below read through officeDb() from their first render on, before any effect runs.
  if (currentOfficeDatabase() !== db) setOfficeDatabase(db);

  useEffect(() => {
    setOfficeDatabase(db);
    engine.start();
    return () => {
      engine.stop();
      if (currentOfficeDatabase() === db) setOfficeDatabase(null);
      // Queries still settling may open it again; a closed database costs nothing to reopen.
      db.close({ disableAutoOpen: false });
    };
  }, [db, engine]);

  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
}

/** The running engine (Sync now, resume after sign-in); null outside the office. */
export function useSyncEngine(): SyncEngine | null {
  return useContext(EngineContext);
}
