/**
 * Signals between the office's tabs. "Something was queued": the sync engine listens so it
 * can push soon after a write, and writes in another tab reach the one tab that syncs.
 * "The server took a sync": the session works again, so a tab paused on a 401 (signed out
 * while another tab signed in) goes on too. Each signal reaches this tab's listeners and,
 * through a BroadcastChannel, the other tabs'. Signals are per database, so two agents signed
 * in to two tabs never wake each other's engine.
 */
type Listener = () => void;

export type TabSignal = 'write' | 'synced';

// The channel kept its first name: tabs still running the previous version hear writes on it.
const CHANNEL_PREFIX = 'agent-office-writes:';

interface Subscription {
  listeners: Record<TabSignal, Set<Listener>>;
  channel: BroadcastChannel | null;
}

const subscriptions = new Map<string, Subscription>();

function openChannel(dbName: string): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_PREFIX + dbName);
}

/** What a message on the channel means; anything unknown (an older tab's) is a write. */
function signalOf(data: unknown): TabSignal {
  return data === 'synced' ? 'synced' : 'write';
}

function notify(dbName: string, signal: TabSignal): void {
  const subscription = subscriptions.get(dbName);
  subscription?.listeners[signal].forEach((listener) => listener());
  if (subscription?.channel) {
    subscription.channel.postMessage(signal);
    return;
  }
  const channel = openChannel(dbName);
  channel?.postMessage(signal);
  channel?.close();
}

function listen(dbName: string, signal: TabSignal, listener: Listener): () => void {
  let subscription = subscriptions.get(dbName);
  if (!subscription) {
    const created: Subscription = {
      listeners: { write: new Set(), synced: new Set() },
      channel: openChannel(dbName),
    };
    created.channel?.addEventListener('message', (event) =>
      created.listeners[signalOf(event.data)].forEach((each) => each()),
    );
    subscriptions.set(dbName, created);
    subscription = created;
  }
  const current = subscription;
  current.listeners[signal].add(listener);
  return () => {
    current.listeners[signal].delete(listener);
    const empty = Object.values(current.listeners).every((set) => set.size === 0);
    if (empty && subscriptions.get(dbName) === current) {
      current.channel?.close();
      subscriptions.delete(dbName);
    }
  };
}

export function notifyLocalWrite(dbName: string): void {
  notify(dbName, 'write');
}

export function onLocalWrite(dbName: string, listener: Listener): () => void {
  return listen(dbName, 'write', listener);
}

/** This tab's sync reached the server: the session of the database's user works. */
export function notifySynced(dbName: string): void {
  notify(dbName, 'synced');
}

export function onSynced(dbName: string, listener: Listener): () => void {
  return listen(dbName, 'synced', listener);
}
