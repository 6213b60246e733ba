import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor poll for the state they assert and return as soon as it is there. Their
// default bound of one second is shorter than a lazy chunk's first import or an antd dialog's
// first render on a busy two-core machine, so a correct screen would fail by chance; the bound
// is only how long to keep looking before calling it a failure.
configure({ asyncUtilTimeout: 15_000 });

// Testing Library unmounts automatically only with vitest globals, which this project keeps off.
afterEach(() => {
  cleanup();
  // The remembered signed-in user (offline sign-in) must not leak from one test into the next.
  localStorage.clear();
});

// jsdom lacks these; antd (responsive observers) and ScrollToTop call them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!('ResizeObserver' in window)) {
  // antd's menus and overflow lists observe their size; jsdom has no layout to report.
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { configurable: true, value: ResizeObserverStub });
}
