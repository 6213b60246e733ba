/**
 * One signal for "the blog's published content changed" (a post written, edited or imported,
 * an episode added): the rendered-page cache forgets its blog pages, and anything else that
 * keeps a copy of the posts (a search index) can listen too.
 */
import { EventEmitter } from 'node:events';

const changes = new EventEmitter();
changes.setMaxListeners(0);

/** Says the blog changed; call it after the transaction that changed it has committed. */
export function blogChanged(): void {
  changes.emit('changed');
}

/** Calls `listener` on every change; returns the function that stops it. */
export function onBlogChanged(listener: () => void): () => void {
  changes.on('changed', listener);
  return () => changes.off('changed', listener);
}
