import { useEffect, useRef, useState } from 'react';
import {
  CloudOutlined,
  DisconnectOutlined,
  ExclamationCircleOutlined,
  StopOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { currentUserQueryKey, forgetSignedInUser } from '@pwa/account/currentUser';
import { useCurrentUser } from '@pwa/account/useCurrentUser';
import { paths } from '@contract/sitePaths';
import { useLive } from '@pwa/offline/hooks';
import { useSyncEngine } from '@pwa/offline/officeData';
import { useSyncStatus } from '@pwa/offline/syncEngine';
import { PULL_PROGRESS, type PullProgress } from '@pwa/offline/syncCycle';
import { timeAgo } from './format';
import { SyncDrawer, type SyncDrawerSection } from './SyncDrawer';

const TICK_MS = 30_000;

/** The current time, refreshed now and then so "Synced 2 minutes ago" stays true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The browser's own idea of the connection, kept current by its online/offline events. */
function useBrowserOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

interface Counts {
  pending: number;
  refused: number;
  conflicts: number;
  lastSyncedAt: string | null;
  download: PullProgress | null;
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

const figure = (count: number) => count.toLocaleString('en-US');

/** "Downloading your data: 2,000 of 5,000 records", or "... 2,000 records so far" with no total. */
export function downloadText({ received, total }: PullProgress): string {
  const shown = total === null ? null : Math.max(total, received);
  return shown === null
    ? `Downloading your data: ${figure(received)} ${received === 1 ? 'record' : 'records'} so far`
    : `Downloading your data: ${figure(received)} of ${figure(shown)} records`;
}

/**
 * A sync stopped by a 401 waits for the agent: once this tab reads the session again and it
 * names a user (signed in here), the engine goes on with the outbox. Tabs left paused hear of
 * it from the engine itself, which checks the session when another tab syncs or signs in.
 */
function useResumeAfterSignIn() {
  const engine = useSyncEngine();
  const phase = useSyncStatus((status) => status.phase);
  const { user, checkedAt } = useCurrentUser();
  const pausedAt = useRef<number | null>(null);
  useEffect(() => {
    if (phase !== 'signedOut') {
      pausedAt.current = null;
      return;
    }
    pausedAt.current ??= Date.now();
    if (user && checkedAt > pausedAt.current) engine?.resume();
  }, [phase, user, checkedAt, engine]);
}

/**
 * The office header's sync line: connection, unsent changes, last sync, Sync now, and the
 * conflicts and refused changes that need the agent.
 */
export function SyncStatus() {
  const engine = useSyncEngine();
  const status = useSyncStatus();
  const browserOnline = useBrowserOnline();
  const now = useNow();
  const queryClient = useQueryClient();
  const [drawer, setDrawer] = useState<SyncDrawerSection | null>(null);
  useResumeAfterSignIn();

  const counts = useLive<Counts>(async (db) => {
    const [pending, refused, conflicts, synced, download] = await Promise.all([
      db.outbox.where('state').equals('pending').count(),
      db.outbox.where('state').equals('rejected').count(),
      db.conflicts.count(),
      db.meta.get('lastSyncedAt'),
      db.meta.get(PULL_PROGRESS),
    ]);
    return {
      pending,
      refused,
      conflicts,
      lastSyncedAt: typeof synced?.value === 'string' ? synced.value : null,
      download: (download?.value as PullProgress | undefined) ?? null,
    };
  }, []);

  const online = browserOnline && status.online && status.phase !== 'offline';
  const { pending = 0, refused = 0, conflicts = 0, lastSyncedAt = null, download = null } = counts.data ?? {};
  const syncing = status.phase === 'syncing';

  return (
    <div className="sync-status" role="group" aria-label="Sync status">
      <Tag
        className="sync-status__connection"
        color={online ? 'green' : 'default'}
        icon={online ? <CloudOutlined aria-hidden /> : <DisconnectOutlined aria-hidden />}
      >
        {online ? 'Online' : 'Offline'}
      </Tag>
      {/* Empty until the outbox is counted: read as zero, it would announce "All changes synced"
          while changes wait. The region itself is there from the start, so what it says next is
          announced. */}
      <span className="sync-status__text" aria-live="polite">
        {counts.data === undefined
          ? null
          : pending > 0
            ? plural(pending, 'change waiting to sync', 'changes waiting to sync')
            : 'All changes synced'}
      </span>
      <span className="sync-status__text sync-status__muted">
        {syncing ? (
          'Syncing...'
        ) : lastSyncedAt ? (
          <>
            Synced <time dateTime={lastSyncedAt}>{timeAgo(lastSyncedAt, now)}</time>
          </>
        ) : (
          'Not synced yet'
        )}
      </span>
      {download && (
        // The first download of a new device comes page by page; the screens show each as it lands.
        <span className="sync-status__text" role="status">
          {downloadText(download)}
        </span>
      )}
      <Button
        size="small"
        icon={<SyncOutlined spin={syncing} aria-hidden />}
        disabled={!engine || syncing || status.phase === 'signedOut' || status.phase === 'updateRequired'}
        onClick={() => void engine?.syncNow()}
      >
        {/* A phone shows the icon alone; the words stay the button's name. */}
        <span className="sync-status__action-label">Sync now</span>
      </Button>
      {conflicts > 0 && (
        <Button
          size="small"
          danger
          icon={<ExclamationCircleOutlined aria-hidden />}
          onClick={() => setDrawer('conflicts')}
        >
          {plural(conflicts, 'conflict', 'conflicts')}
        </Button>
      )}
      {refused > 0 && (
        <Button size="small" danger icon={<StopOutlined aria-hidden />} onClick={() => setDrawer('refused')}>
          {plural(refused, 'refused change', 'refused changes')}
        </Button>
      )}
      {status.phase === 'signedOut' && (
        <p className="sync-status__alert" role="alert">
          Sign in to sync your changes — nothing is lost.{' '}
          <Link
            to={paths.login}
            onClick={() => {
              // The session is gone on the server; without this the login page would send the
              // agent straight back here on the strength of the cached one.
              forgetSignedInUser();
              queryClient.setQueryData(currentUserQueryKey, null);
            }}
          >
            Sign in
          </Link>
        </p>
      )}
      {status.phase === 'updateRequired' && (
        <p className="sync-status__alert" role="alert">
          This version of the app is out of date. Reload to keep syncing — your changes stay on this device.{' '}
          <Button size="small" type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </p>
      )}
      {status.phase === 'error' && status.message && (
        <span className="sync-status__text sync-status__muted" role="status">
          {status.message}
        </span>
      )}
      <SyncDrawer section={drawer} onClose={() => setDrawer(null)} />
    </div>
  );
}
