/**
 * Runs `run` once the browser is idle (at the latest after `timeout` ms), for work the screen
 * does not wait for, such as fetching code a click will need. Returns the cancel.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  // Safari has no idle callback yet.
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout });
  return () => window.cancelIdleCallback(handle);
}
