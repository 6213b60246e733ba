/**
 * "Something was queued": the sync engine listens so it can push soon after a write. Writes
 * in another tab reach the one tab that syncs through a BroadcastChannel. Signals are per
 * database, so two agents signed in to two tabs never wake each other's engine.
 */
type Listener = () => void;

const CHANNEL_PREFIX = 'agent-office-writes:';

interface Subscription {
  listeners: Set<Listener>;
  channel: BroadcastChannel | null;
}

const subscriptions = new Map<string, Subscription>();

function openChannel(dbName: string): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_PREFIX + dbName);
}

export function notifyLocalWrite(dbName: string): void {
  const subscription = subscriptions.get(dbName);
  subscription?.listeners.forEach((listener) => listener());
  if (subscription?.channel) {
    subscription.channel.postMessage('write');
    return;
  }
  const channel = openChannel(dbName);
  channel?.postMessage('write');
  channel?.close();
}

export function onLocalWrite(dbName: string, listener: Listener): () => void {
  let subscription = subscriptions.get(dbName);
  if (!subscription) {
    const created: Subscription = { listeners: new Set(), channel: openChannel(dbName) };
    created.channel?.addEventListener('message', () => created.listeners.forEach((each) => each()));
    subscriptions.set(dbName, created);
    subscription = created;
  }
  const current = subscription;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0 && subscriptions.get(dbName) === current) {
      current.channel?.close();
      subscriptions.delete(dbName);
    }
  };
}
