import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';

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
});
