/**
 * The blog listing's address: its filters and page live in the query string, so a search can be
 * shared and the back button walks through the searches made. Plain string work, no schema:
 * this runs in the page's first download.
 */
import { paths } from '@contract/sitePaths';

export const BLOG_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'views', label: 'Most Viewed' },
  { value: 'comments', label: 'Most Commented' },
] as const;

/** What the listing shows, as the address says it (blank means "not filtered"). */
export interface BlogFilters {
  search: string;
  category: string;
  tag: string;
  sort: string;
  page: number;
}

export const NO_FILTERS: BlogFilters = { search: '', category: '', tag: '', sort: '', page: 1 };

/** The filters an address asks for; a category or tag 'all' and unknown sorts read as no filter. */
export function blogFiltersOf(searchParams: URLSearchParams): BlogFilters {
  const text = (name: string) => (searchParams.get(name) ?? '').trim();
  const filter = (name: string) => (text(name) === 'all' ? '' : text(name));
  const sort = text('sort');
  const page = Number(searchParams.get('page'));
  return {
    search: text('search'),
    category: filter('category'),
    tag: filter('tag'),
    sort: BLOG_SORT_OPTIONS.some((option) => option.value === sort) ? sort : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The address of a listing: only the filters that are set (empty values and the category and tag 'all' are not sent; a search for "all" is a search),
 * and the page when it is not the first.
 */
export function blogListHref(filters: Partial<BlogFilters>): string {
  const params = new URLSearchParams();
  for (const name of ['search', 'category', 'tag', 'sort'] as const) {
    const value = filters[name]?.trim();
    if (value && !(value === 'all' && (name === 'category' || name === 'tag'))) params.set(name, value);
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `${paths.blog}?${query}` : paths.blog;
}

export function hasFilters(filters: BlogFilters): boolean {
  return Boolean(filters.search || filters.category || filters.tag || filters.sort);
}

/** One entry of the pagination: a page number or a gap. */
export type PageButton = number | 'gap';

/**
 * Up to 5 page buttons around the current
 * page, then an ellipsis and the last page (and the first page and an ellipsis before them once
 * the window has moved on).
 */
export function pageButtons(current: number, last: number, shown = 5): PageButton[] {
  if (last <= shown + 1) return Array.from({ length: last }, (_, index) => index + 1);
  const start = Math.max(1, Math.min(current - Math.floor(shown / 2), last - shown));
  const end = Math.min(last, start + shown - 1);
  const buttons: PageButton[] = [];
  if (start > 1) buttons.push(1, ...(start > 2 ? (['gap'] as const) : []));
  for (let page = start; page <= end; page += 1) if (page !== 1 || start === 1) buttons.push(page);
  if (end < last) buttons.push(...(end < last - 1 ? (['gap'] as const) : []), last);
  return buttons;
}
