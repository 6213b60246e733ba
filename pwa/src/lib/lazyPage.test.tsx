import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { lazyPage } from './lazyPage';

function Greeting() {
  return <h1>Welcome aboard</h1>;
}

function renderInSuspense(Page: ComponentType) {
  return render(
    <Suspense fallback={<p role="status">Loading page</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders a preloaded page in its first render, never showing the fallback', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { Greeting };
    }, 'Greeting');

    await Page.preload();
    await Page.preload();
    renderInSuspense(Page);

    expect(screen.getByRole('heading', { name: 'Welcome aboard' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(loads).toBe(1);
  });

  it('shows the fallback while a page that was not preloaded is fetched, then the page', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => {};
    const Page = lazyPage(
      () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)),
      'Greeting',
    );

    renderInSuspense(Page);
    expect(screen.getByRole('status').textContent).toBe('Loading page');

    await act(async () => arrive({ Greeting }));
    expect(await screen.findByRole('heading', { name: 'Welcome aboard' })).toBeTruthy();
  });

  it('fetches a chunk again after a failed preload', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { Greeting };
    }, 'Greeting');

    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    await Page.preload();
    renderInSuspense(Page);

    expect(screen.getByRole('heading', { name: 'Welcome aboard' })).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
