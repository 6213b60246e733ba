import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { brand } from '@contract/brand';
import { formatLongDate } from '@contract/dates';
import { PageDataContext } from '@pwa/site/pageData';
import { BlogPage } from './BlogPage';
import type { BlogListPageData } from './blogPageData';
import { blogCategory, blogListItem, restoreAfterEach } from './testing';

restoreAfterEach();

const lucia = blogCategory();
const cruises = blogCategory({ id: 'cat-cruises', name: 'Cruises', slug: 'cruises', postCount: 5 });

const pitons = blogListItem({
  tags: ['hiking', 'sunrise', 'boats', 'food', 'budget'],
});
const unsorted = blogListItem({
  id: 'post-2',
  slug: 'packing-light',
  title: 'Packing Light for Two Weeks',
  excerpt: 'One carry-on, two climates.',
  categoryId: null,
  tags: ['packing'],
  publishedAt: null,
  createdAt: '2026-10-02T12:00:00.000Z',
  readingTime: 3,
});

function data(overrides: Partial<BlogListPageData> = {}): BlogListPageData {
  return {
    list: { posts: [pitons, unsorted], total: 2 },
    categories: [lucia, cruises],
    tags: ['hiking', 'packing'],
    ...overrides,
  };
}

/** The listing at `address`, with the data the server would have rendered it with. */
function visit(address: string, pageData: BlogListPageData, status = 200) {
  const router = createMemoryRouter([{ path: '/blog', element: <BlogPage /> }], {
    initialEntries: [address],
  });
  render(
    <PageDataContext value={{ status, data: pageData }}>
      <RouterProvider router={router} />
    </PageDataContext>,
  );
  return router;
}

const addressOf = (router: ReturnType<typeof visit>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

function card(title: string) {
  return within(screen.getByRole('heading', { name: title }).closest('article')!);
}

describe('the blog list', () => {
  it('shows the hero, the filters and a card per post', () => {
    visit('/blog', data());
    expect(document.title).toBe(`Travel Blog - Latest Tips & Destination Guides | ${brand.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog & NEWS UPDATES' })).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toContain('The Pitons at Sunrise');
    expect(titles).toContain('Packing Light for Two Weeks');
  });

  it('shows on each card its category, or Uncategorized, and its title, excerpt, date and reading time', () => {
    visit('/blog', data());
    const first = card('The Pitons at Sunrise');
    expect(first.getByText('Saint Lucia')).toBeTruthy();
    expect(first.getByRole('link', { name: 'The Pitons at Sunrise' }).getAttribute('href')).toBe(
      '/blog/pitons-at-sunrise',
    );
    expect(first.getByText('Why the early boat to Soufrière is worth the alarm clock.')).toBeTruthy();
    expect(first.getByText(formatLongDate(pitons.publishedAt!))).toBeTruthy();
    expect(first.getByText(/5 min read/)).toBeTruthy();

    const second = card('Packing Light for Two Weeks');
    expect(second.getByText('Uncategorized')).toBeTruthy();
    // Never published: the date it was written.
    expect(second.getByText(formatLongDate('2026-10-02T12:00:00.000Z'))).toBeTruthy();
    expect(second.getByText(/3 min read/)).toBeTruthy();
  });

  it('shows three tags then how many more, each tag leading to its posts', () => {
    visit('/blog', data());
    const tags = within(card('The Pitons at Sunrise').getByRole('list', { name: 'Tags' }));
    const links = tags.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['#hiking', '#sunrise', '#boats']);
    expect(links[0].getAttribute('href')).toBe('/blog?tag=hiking');
    expect(tags.getByText('+2 more')).toBeTruthy();

    const single = within(card('Packing Light for Two Weeks').getByRole('list', { name: 'Tags' }));
    expect(single.getAllByRole('link').map((link) => link.textContent)).toEqual(['#packing']);
    expect(single.queryByText(/more/)).toBeNull();
  });

  it('sums up what is shown, and for which search', () => {
    visit('/blog?search=pitons', data());
    expect(screen.getByRole('status').textContent).toBe('Showing 1–2 of 2 posts for “pitons”');
    expect((screen.getByRole('searchbox', { name: 'Search posts' }) as HTMLInputElement).value).toBe(
      'pitons',
    );
  });

  it('says no post matches a search, and offers to clear the filters', async () => {
    const router = visit('/blog?search=volcano&category=cruises', data({ list: { posts: [], total: 0 } }));
    expect(screen.getByText('No blog posts found matching your criteria.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    const clear = screen.getByRole('link', { name: 'Clear Filters' });
    expect(clear.getAttribute('href')).toBe('/blog');

    fireEvent.click(clear);
    await waitFor(() => expect(addressOf(router)).toBe('/blog'));
  });

  it('offers no Clear Filters when nothing is filtered', () => {
    visit('/blog', data({ list: { posts: [], total: 0 } }));
    expect(screen.getByText('No blog posts found matching your criteria.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Clear Filters' })).toBeNull();
  });

  it('says the posts could not be loaded and reloads the page on Refresh Page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    visit('/blog', data({ list: null }), 503);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Unable to load blog posts at this time');
    expect(screen.queryByRole('article')).toBeNull();
    // The filters still show, from the categories that did load.
    expect(within(screen.getByRole('combobox', { name: 'Category' })).getByText('Cruises (5)')).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('has no pagination when every post fits on one page', () => {
    visit('/blog', data({ list: { posts: [pitons, unsorted], total: 12 } }));
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it('links the pages around the current one, keeping the filters, and marks the current page', () => {
    visit('/blog?tag=hiking&page=5', data({ list: { posts: [pitons, unsorted], total: 120 } }));
    const pages = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    const numbered = pages.getAllByRole('link', { name: /^Page \d+$/ });
    expect(numbered.map((link) => link.textContent)).toEqual(['1', '3', '4', '5', '6', '7', '10']);
    expect(pages.getAllByText('…')).toHaveLength(2);

    const current = pages.getByRole('link', { name: 'Page 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(numbered.filter((link) => link.getAttribute('aria-current') !== null)).toEqual([current]);

    expect(pages.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/blog?tag=hiking');
    expect(pages.getByRole('link', { name: 'Page 10' }).getAttribute('href')).toBe(
      '/blog?tag=hiking&page=10',
    );
    expect(pages.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/blog?tag=hiking&page=4',
    );
    expect(pages.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/blog?tag=hiking&page=6');
    expect(screen.getByRole('status').textContent).toBe('Showing 49–50 of 120 posts');
  });

  it('has no Previous on the first page and no Next on the last', () => {
    visit('/blog', data({ list: { posts: [pitons], total: 30 } }));
    let pages = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(pages.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(pages.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/blog?page=2');
    cleanup();

    visit('/blog?page=3', data({ list: { posts: [pitons], total: 30 } }));
    pages = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(pages.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(pages.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('goes to the first page of a category as soon as one is chosen', async () => {
    const router = visit('/blog?search=pitons&page=3', data({ list: { posts: [pitons], total: 40 } }));
    const select = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    expect(select.value).toBe('all');

    fireEvent.change(select, { target: { value: 'saint-lucia' } });
    await waitFor(() => expect(addressOf(router)).toBe('/blog?search=pitons&category=saint-lucia'));
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe(
      'saint-lucia',
    );

    // Back to all categories: the filter leaves the address.
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'all' } });
    await waitFor(() => expect(addressOf(router)).toBe('/blog?search=pitons'));
  });

  it('goes to the first page of a tag and of a sort, keeping the other filters', async () => {
    const router = visit('/blog?category=cruises&page=2', data({ list: { posts: [pitons], total: 40 } }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Tag' }), { target: { value: 'packing' } });
    await waitFor(() => expect(addressOf(router)).toBe('/blog?category=cruises&tag=packing'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'popular' } });
    await waitFor(() => expect(addressOf(router)).toBe('/blog?category=cruises&tag=packing&sort=popular'));
  });

  it('searches for the word “all”, which only as a category or tag means no filter', async () => {
    const router = visit('/blog', data({ list: { posts: [pitons], total: 1 } }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts' }), { target: { value: 'all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(addressOf(router)).toBe('/blog?search=all'));
  });

  it('searches what was typed, from the first page, with the filters set', async () => {
    const router = visit('/blog?tag=hiking&page=4', data({ list: { posts: [pitons], total: 60 } }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts' }), {
      target: { value: 'rum & reggae' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(addressOf(router)).toBe('/blog?search=rum+%26+reggae&tag=hiking'));
  });
});
