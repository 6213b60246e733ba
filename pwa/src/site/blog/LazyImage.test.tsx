import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BLOG_PLACEHOLDER_IMAGE } from '@pwa/site/home/insights';
import { LazyImage } from './LazyImage';
import { restoreAfterEach } from './testing';

restoreAfterEach();

const PICTURE = 'https://images.example.com/pitons.jpg';

/** A stand-in for the browser's IntersectionObserver: the test says when the frame shows. */
class ObserverStub {
  static made: ObserverStub[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ObserverStub.made.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  unobserve() {}

  disconnect() {
    this.disconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports the observed frame as in view (or not). */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function observeWithStub(): void {
  ObserverStub.made = [];
  vi.stubGlobal('IntersectionObserver', ObserverStub);
}

function renderImage(src = PICTURE) {
  return render(<LazyImage src={src} alt="The Pitons from the sea" width={640} height={360} />);
}

const observer = () => {
  const live = ObserverStub.made.filter((made) => !made.disconnected);
  expect(live).toHaveLength(1);
  return live[0];
};

describe('LazyImage', () => {
  it('loads no picture until its frame comes within 50px of the view', () => {
    observeWithStub();
    const { container } = renderImage();
    expect(container.querySelector('img')).toBeNull();
    expect(observer().options?.rootMargin).toBe('50px');
    expect(observer().observed).toEqual([container.firstElementChild]);

    observer().report(false);
    expect(container.querySelector('img')).toBeNull();

    const watching = observer();
    watching.report(true);
    const image = screen.getByRole('img', { name: 'The Pitons from the sea' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(PICTURE);
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('height')).toBe('360');
    // Shown once, it is not watched any more.
    expect(watching.disconnected).toBe(true);
    expect(ObserverStub.made.filter((made) => !made.disconnected)).toEqual([]);
  });

  it('stops watching when it leaves the page', () => {
    observeWithStub();
    const { unmount } = renderImage();
    const watching = observer();
    unmount();
    expect(watching.disconnected).toBe(true);
  });

  it('shows the placeholder when its own picture fails, then says it failed when that fails too', () => {
    observeWithStub();
    renderImage();
    observer().report(true);

    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('src')).toBe(BLOG_PLACEHOLDER_IMAGE);
    expect(screen.queryByText('Failed to load image')).toBeNull();

    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Failed to load image')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says it failed at once when the placeholder itself was the picture', () => {
    observeWithStub();
    renderImage(BLOG_PLACEHOLDER_IMAGE);
    observer().report(true);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Failed to load image')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('loads the picture once the page is drawn where the browser cannot observe', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderImage();
    expect((await screen.findByRole('img')).getAttribute('src')).toBe(PICTURE);
  });
});
