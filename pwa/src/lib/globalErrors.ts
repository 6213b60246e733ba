/**
 * Uncaught errors, unhandled promise rejections and console errors are
 * suppressed and logged as warnings. A visitor never sees a browser error overlay for a
 * failed analytics call; developers still find everything in the console, as warnings.
 */

let installed = false;

export function installGlobalErrorHandlers(target: Window = window): () => void {
  if (installed) return () => {};
  installed = true;

  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    console.warn('Uncaught error:', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    console.warn('Unhandled promise rejection:', event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);

  // Only production builds reroute console.error: in development React's own errors must
  // stay loud, and tests assert on them.
  const originalError = console.error;
  if (import.meta.env.PROD) {
    console.error = (...args: unknown[]) => console.warn(...args);
  }

  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    console.error = originalError;
    installed = false;
  };
}
