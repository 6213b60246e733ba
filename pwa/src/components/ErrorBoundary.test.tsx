import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A route chunk whose download fails the way browsers report it offline. */
function unreachableChunk() {
  return lazy(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/BlogPage.js')),
  );
}

function silence() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it('hides only the failing area and logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <div>
        <p>Still here</p>
        <ErrorBoundary area="widget">
          <Broken />
        </ErrorBoundary>
      </div>,
    );

    expect(screen.getByText('Still here')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('widget'),
      expect.any(Error),
      expect.anything(),
    );
    vi.restoreAllMocks();
  });

  it('explains a page chunk that could not be downloaded as being offline', async () => {
    silence();
    const BlogPage = unreachableChunk();
    render(
      <ErrorBoundary area="page" offlinePage>
        <Suspense fallback={<p>Loading</p>}>
          <BlogPage />
        </Suspense>
      </ErrorBoundary>,
    );

    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('still hides a page that fails for another reason', async () => {
    silence();
    render(
      <div>
        <p>Navigation</p>
        <ErrorBoundary area="page" offlinePage>
          <Broken />
        </ErrorBoundary>
      </div>,
    );

    expect(screen.getByText('Navigation')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();
  });

  it('keeps a small area hidden even when its chunk is unreachable', async () => {
    silence();
    const Chat = unreachableChunk();
    render(
      <div>
        <p>Navigation</p>
        <ErrorBoundary area="chat">
          <Suspense fallback={null}>
            <Chat />
          </Suspense>
        </ErrorBoundary>
      </div>,
    );

    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();
  });
});
