import { describe, expect, it } from 'vitest';
import { blogFiltersOf, blogListHref, hasFilters, NO_FILTERS, pageButtons } from './blogAddress';

const filtersOf = (query: string) => blogFiltersOf(new URLSearchParams(query));

describe('blogFiltersOf', () => {
  it('reads no filters and the first page from a bare address', () => {
    expect(filtersOf('')).toEqual(NO_FILTERS);
    expect(hasFilters(filtersOf(''))).toBe(false);
  });

  it('reads every filter the address sets, trimmed', () => {
    expect(filtersOf('search=+pitons+&category=saint-lucia&tag=hiking&sort=oldest&page=3')).toEqual({
      search: 'pitons',
      category: 'saint-lucia',
      tag: 'hiking',
      sort: 'oldest',
      page: 3,
    });
  });

  it("reads the category and tag 'all' as no filter", () => {
    const filters = filtersOf('category=all&tag=all');
    expect(filters.category).toBe('');
    expect(filters.tag).toBe('');
    expect(hasFilters(filters)).toBe(false);
  });

  it.each(['0', '-2', 'abc', '2.5', '', '1e400'])('reads the page %j as the first', (page) => {
    expect(filtersOf(`page=${page}`).page).toBe(1);
  });

  // Only the category and tag 'all' mean "no filter".
  it("keeps a search for the word 'all'", () => {
    expect(filtersOf('search=all').search).toBe('all');
    expect(blogListHref({ search: 'all' })).toBe('/blog?search=all');
  });

  it('keeps the known sorts and drops an unknown one', () => {
    for (const sort of ['newest', 'oldest', 'popular', 'views'])
      expect(filtersOf(`sort=${sort}`).sort).toBe(sort);
    expect(filtersOf('sort=cheapest').sort).toBe('');
    expect(filtersOf('sort=NEWEST').sort).toBe('');
  });
});

describe('blogListHref', () => {
  it('is the bare listing without filters or on the first page', () => {
    expect(blogListHref({})).toBe('/blog');
    expect(blogListHref(NO_FILTERS)).toBe('/blog');
    expect(blogListHref({ page: 1 })).toBe('/blog');
  });

  it("carries only the filters that are set, leaving out blanks and 'all'", () => {
    expect(blogListHref({ search: '  ', category: 'all', tag: 'hiking', sort: '' })).toBe('/blog?tag=hiking');
    expect(
      blogListHref({ search: 'pitons', category: 'saint-lucia', tag: 'all', sort: 'popular', page: 1 }),
    ).toBe('/blog?search=pitons&category=saint-lucia&sort=popular');
  });

  it('carries the page only after the first', () => {
    expect(blogListHref({ page: 2 })).toBe('/blog?page=2');
    expect(blogListHref({ tag: 'food', page: 4 })).toBe('/blog?tag=food&page=4');
    expect(blogListHref({ tag: 'food', page: 0 })).toBe('/blog?tag=food');
  });

  it('encodes what the visitor typed', () => {
    const href = blogListHref({ search: 'rum & reggae?', tag: 'café/bar' });
    expect(href).toBe('/blog?search=rum+%26+reggae%3F&tag=caf%C3%A9%2Fbar');
    // Read back, the address gives the same filters.
    expect(filtersOf(href.slice(href.indexOf('?') + 1))).toMatchObject({
      search: 'rum & reggae?',
      tag: 'café/bar',
    });
  });

  it('reads back as the filters it was made from', () => {
    const filters = { search: 'a+b=c', category: 'cruises', tag: 'kids', sort: 'views', page: 7 };
    const href = blogListHref(filters);
    expect(filtersOf(href.slice(href.indexOf('?') + 1))).toEqual(filters);
  });
});

describe('pageButtons', () => {
  it('shows every page when there are six or fewer', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageButtons(6, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows five buttons, a gap and the last page at the start of many pages', () => {
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageButtons(3, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageButtons(1, 7)).toEqual([1, 2, 3, 4, 5, 'gap', 7]);
  });

  it('shows the first page, a gap, the window around the current page, a gap and the last', () => {
    expect(pageButtons(5, 10)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]);
    expect(pageButtons(50, 100)).toEqual([1, 'gap', 48, 49, 50, 51, 52, 'gap', 100]);
  });

  it('shows the first page, a gap and the last pages at the end', () => {
    expect(pageButtons(10, 10)).toEqual([1, 'gap', 5, 6, 7, 8, 9, 10]);
    expect(pageButtons(9, 10)).toEqual([1, 'gap', 5, 6, 7, 8, 9, 10]);
  });

  it('always shows the first, current and last pages, in order, once each, with gaps only between', () => {
    for (let last = 1; last <= 25; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const buttons = pageButtons(current, last);
        const pages = buttons.filter((entry): entry is number => entry !== 'gap');
        expect(pages).toContain(1);
        expect(pages).toContain(current);
        expect(pages).toContain(last);
        for (let index = 1; index < pages.length; index += 1)
          expect(pages[index]).toBeGreaterThan(pages[index - 1]);
        buttons.forEach((entry, index) => {
          if (entry !== 'gap') return;
          const before = buttons[index - 1] as number;
          const after = buttons[index + 1] as number;
          // A gap stands for at least one page left out, never for nothing.
          expect(after - before).toBeGreaterThan(1);
        });
        expect(pages.length).toBeLessThanOrEqual(7);
      }
    }
  });
});
