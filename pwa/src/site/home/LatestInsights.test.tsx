import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@pwa/lib/queryClient';
import { stubApi } from '@pwa/test/renderApp';
import { BLOG_PLACEHOLDER_IMAGE, insightImage, type BlogPostSummary } from './insights';
import { LatestInsights } from './LatestInsights';

const realFetch = globalThis.fetch;
const LATEST = '/api/blog/posts?limit=3&sort=newest';

afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

function post(overrides: Partial<BlogPostSummary>): BlogPostSummary {
  return {
    id: 'p1',
    slug: 'saint-lucia-on-a-budget',
    title: 'Saint Lucia on a Budget',
    excerpt: 'Where to stay, eat and swim without the resort prices.',
    featuredImage: 'https://images.example.com/pitons.jpg',
    publishedAt: '2026-11-26T12:00:00.000Z',
    readingTime: 6,
    ...overrides,
  };
}

function renderSection() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <LatestInsights />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the Latest Travel Insights section of the home page', () => {
  it('shows three placeholder cards while the posts load', () => {
    globalThis.fetch = (() => new Promise<Response>(() => {})) as typeof fetch;
    const { container } = renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Latest Travel Insights' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading the latest posts');
    expect(container.querySelectorAll('.insight-card--skeleton')).toHaveLength(3);
  });

  it('shows the three newest posts with date, reading time, excerpt and Read More', async () => {
    const calls = stubApi({
      [LATEST]: {
        status: 200,
        body: {
          posts: [
            post({}),
            post({
              id: 'p2',
              slug: 'orlando-with-toddlers',
              title: 'Orlando with Toddlers',
              featuredImage: 'https://www.youtube.com/watch?v=abc123',
              publishedAt: '2026-11-19T12:00:00.000Z',
              readingTime: 4,
            }),
            post({
              id: 'p3',
              slug: 'packing-for-a-cruise',
              title: 'Packing for a Cruise',
              featuredImage: '',
            }),
          ],
        },
      },
    });
    renderSection();

    const first = within(
      (await screen.findByRole('heading', { level: 3, name: 'Saint Lucia on a Budget' })).closest('article')!,
    );
    expect(first.getByText('November 26, 2026')).toBeTruthy();
    expect(first.getByText(/6 min read/)).toBeTruthy();
    expect(first.getByText('Where to stay, eat and swim without the resort prices.')).toBeTruthy();
    expect(
      first.getByRole('link', { name: 'Read More about Saint Lucia on a Budget' }).getAttribute('href'),
    ).toBe('/blog/saint-lucia-on-a-budget');
    expect(screen.getAllByRole('link', { name: /^Read More/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View All Blog Posts' }).getAttribute('href')).toBe('/blog');
    expect(calls.map((call) => call.url)).toEqual([LATEST]);

    const images = screen.getAllByRole('presentation') as HTMLImageElement[];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      'https://images.example.com/pitons.jpg',
      BLOG_PLACEHOLDER_IMAGE,
      BLOG_PLACEHOLDER_IMAGE,
    ]);
    // A picture that fails to load gives way to the placeholder.
    fireEvent.error(images[0]);
    await waitFor(() => expect(images[0].getAttribute('src')).toBe(BLOG_PLACEHOLDER_IMAGE));
  });

  it('hides itself entirely when the posts cannot be loaded, and says why in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ [LATEST]: { status: 500, body: { success: false, error: 'internal', message: 'Boom' } } });
    const { container } = renderSection();
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Failed to fetch posts: 500: /));
  });

  it('hides itself when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ [LATEST]: 'network-error' });
    const { container } = renderSection();
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('hides itself entirely when there are no posts', async () => {
    stubApi({ [LATEST]: { status: 200, body: { posts: [] } } });
    const { container } = renderSection();
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});

describe('the picture of a post card', () => {
  it('is the placeholder for an empty address or a video page, the post image otherwise', () => {
    expect(insightImage(null)).toBe(BLOG_PLACEHOLDER_IMAGE);
    expect(insightImage('  ')).toBe(BLOG_PLACEHOLDER_IMAGE);
    expect(insightImage('https://youtu.be/abc123')).toBe(BLOG_PLACEHOLDER_IMAGE);
    expect(insightImage('https://m.youtube.com/watch?v=abc123')).toBe(BLOG_PLACEHOLDER_IMAGE);
    expect(insightImage('https://vimeo.com/12345')).toBe(BLOG_PLACEHOLDER_IMAGE);
    expect(insightImage('https://cdn.example.com/beach.webp')).toBe('https://cdn.example.com/beach.webp');
    expect(insightImage('/uploads/beach.jpg')).toBe('/uploads/beach.jpg');
  });
});
