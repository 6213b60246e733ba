/** Fixtures, a method-aware API stub and toast spies shared by the blog screens' tests. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
import type { BlogCategory, BlogComment, BlogPostListItem } from '@contract/blog';
import { toast } from '@pwa/components/toast';
import { clearCsrfToken } from '@pwa/lib/api';
import { createQueryClient } from '@pwa/lib/queryClient';

/** After each test: the real fetch and globals back, no cached CSRF token, no spies left. */
export function restoreAfterEach(): void {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    clearCsrfToken();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

export function blogCategory(overrides: Partial<BlogCategory> = {}): BlogCategory {
  return {
    id: 'cat-lucia',
    name: 'Saint Lucia',
    slug: 'saint-lucia',
    description: null,
    color: '#0ea5e9',
    postCount: 3,
    ...overrides,
  };
}

export function blogListItem(overrides: Partial<BlogPostListItem> = {}): BlogPostListItem {
  return {
    id: 'post-1',
    slug: 'pitons-at-sunrise',
    title: 'The Pitons at Sunrise',
    excerpt: 'Why the early boat to Soufrière is worth the alarm clock.',
    featuredImage: 'https://images.example.com/pitons.jpg',
    author: 'Island Bridge Travel',
    categoryId: 'cat-lucia',
    tags: [],
    publishedAt: '2026-11-20T12:00:00.000Z',
    createdAt: '2026-11-19T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    readingTime: 5,
    originalLink: null,
    seoTitle: null,
    seoDescription: null,
    stats: { views: 40, likes: 7, comments: 2, shares: 3 },
    ...overrides,
  };
}

export function blogComment(overrides: Partial<BlogComment> = {}): BlogComment {
  return {
    id: '0b9f5a52-6c1e-4a43-9f3e-2f7d1a0c0001',
    postId: 'post-1',
    parentId: null,
    authorName: 'Marisol',
    authorWebsite: null,
    content: 'We did this trip in May, unforgettable.',
    status: 'approved',
    isReply: false,
    createdAt: '2026-11-21T09:00:00.000Z',
    replies: [],
    ...overrides,
  };
}

/** Toasts are spied on, not shown: the assertions read what would have been said. */
export function spyToasts() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return {
    success: vi.spyOn(toast, 'success').mockImplementation(() => {}),
    error: vi.spyOn(toast, 'error').mockImplementation(() => {}),
    info: vi.spyOn(toast, 'info').mockImplementation(() => {}),
  };
}

type Answer = { status: number; body?: unknown };

export interface StubCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fetch stub answering by method and path ("GET /api/…", "POST /api/…"); a list of answers is
 * given in turn, its last one repeating. Unknown requests fail like an unreachable server. The
 * CSRF token every POST asks for first is answered and not recorded.
 */
export function stubBlogApi(answers: Record<string, Answer | Answer[]>): StubCall[] {
  const calls: StubCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url === '/api/auth/csrf-token') {
      return Response.json({ csrfToken: 'csrf-blog' });
    }
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const entry = answers[`${method} ${url}`];
    const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

/** Renders on a fresh query cache, so no test sees another's comments. */
export function renderWithQueries(ui: ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}
