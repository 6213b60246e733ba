/**
 * A page made of data that no server rendered (the app's own router, the development server):
 * its loader runs against the public API, behind a spinner, and the page shows what came back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { BlogPost } from '@contract/blog';
import { renderApp, stubApi } from '@pwa/test/renderApp';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const post: BlogPost = {
  id: '6f1c2a4e-1d1b-4c55-9a1e-5b2f3c4d5e6f',
  slug: 'saint-lucia-on-a-budget',
  title: 'Saint Lucia on a Budget',
  content: '<p>Guesthouses in <strong>Soufriere</strong> cost half a resort.</p>',
  excerpt: 'Where to stay, eat and swim without the resort prices.',
  featuredImage: null,
  author: 'Island Bridge Travel',
  categoryId: null,
  tags: ['budget'],
  publishedAt: '2026-11-20T12:00:00.000Z',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  readingTime: 4,
  originalLink: null,
  seoTitle: null,
  seoDescription: null,
};

describe('a page made of data, rendered in the browser', () => {
  it('loads the post from the API and shows it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = stubApi({
      '/api/auth/me': { status: 401 },
      '/api/blog/posts/saint-lucia-on-a-budget': { status: 200, body: post },
      [`/api/blog/posts/${post.id}/stats`]: {
        status: 200,
        body: { views: 3, likes: 5, comments: 0, shares: 1, shareBreakdown: {} },
      },
      [`/api/blog/posts/${post.id}/related`]: { status: 200, body: [] },
      '/api/blog/categories': { status: 200, body: [] },
    });
    renderApp('/blog/saint-lucia-on-a-budget');

    expect(await screen.findByRole('heading', { level: 1, name: 'Saint Lucia on a Budget' })).toBeTruthy();
    expect(screen.getByText('Soufriere').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: /^Like "Saint Lucia on a Budget", 5 likes$/ })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/api/blog/posts/saint-lucia-on-a-budget');
  });

  it('shows the not-found notice for a post the API does not know', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      '/api/auth/me': { status: 401 },
      '/api/blog/posts/gone': { status: 404, body: { message: 'Blog post not found' } },
    });
    renderApp('/blog/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeTruthy();
  });

  it('lists the posts with the failure state when the API cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ '/api/auth/me': { status: 401 } });
    renderApp('/blog?search=pitons');
    expect(await screen.findByText('Unable to load blog posts at this time')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
  });
});
