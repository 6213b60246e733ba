/**
 * "Something was queued": the sync engine listens so it can push soon after a write. Writes
 * in another tab reach the one tab that syncs through a BroadcastChannel.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
const CHANNEL = 'agent-office-writes';
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));

export function notifyLocalWrite(): void {
  listeners.forEach((listener) => listener());
  channel?.postMessage('write');
}

export function onLocalWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
