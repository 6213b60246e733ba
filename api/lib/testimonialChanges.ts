/**
 * One signal for "the testimonials the public pages show changed" (one approved, or one taken
 * off the site): the rendered-page cache forgets the pages made of data, as it does for the blog.
 */
import { EventEmitter } from 'node:events';

const changes = new EventEmitter();
changes.setMaxListeners(0);

/** Says the shown testimonials changed; call it after the transaction that changed them has committed. */
export function testimonialsChanged(): void {
  changes.emit('changed');
}

/** Calls `listener` on every change; returns the function that stops it. */
export function onTestimonialsChanged(listener: () => void): () => void {
  changes.on('changed', listener);
  return () => changes.off('changed', listener);
}
