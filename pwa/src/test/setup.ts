import 'fake-indexeddb/auto';
import { createRequire } from 'node:module';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetSignIn } from './signedInHint';

// findBy* and waitFor poll for the state they assert and return as soon as it is there. Their
// default bound of one second is shorter than a lazy chunk's first import or an antd dialog's
// first render on a busy two-core machine, so a correct screen would fail by chance; the bound
// is only how long to keep looking before calling it a failure.
configure({ asyncUtilTimeout: 15_000 });

// Testing Library unmounts automatically only with vitest globals, which this project keeps off.
afterEach(() => {
  cleanup();
  // What antd drew outside the test's own container (a confirmation still fading out, a
  // drop-down) would otherwise be found by the next test, or the next file of this worker.
  document.body.replaceChildren();
  // The remembered signed-in user (offline sign-in) must not leak from one test into the next.
  localStorage.clear();
  forgetSignIn();
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

// antd writes its CSS-in-JS into <style> elements at run time, hundreds of kilobytes of rules.
// jsdom lays nothing out, yet matches every rule against an element each time a role query asks
// whether it is visible, so those rules cost a third of the PWA tests' time and decide nothing a
// test asserts. antd (loaded by Node, outside vitest's module graph) gets a detached element to
// write into instead: the rules are generated, never attached to the document.
const requireFromAntdStyles = createRequire(createRequire(import.meta.url).resolve('@ant-design/cssinjs'));
const antdStyleWriter = requireFromAntdStyles('@rc-component/util/lib/Dom/dynamicCSS') as {
  updateCSS: (css: string, key: string) => HTMLStyleElement;
};
antdStyleWriter.updateCSS = () => document.createElement('style');
