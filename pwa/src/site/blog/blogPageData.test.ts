import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost, BlogPostList } from '@contract/blog';
import type { SiteData } from '@contract/renderedPage';
import { listQueryOf, loadBlogList, loadBlogPost } from './blogPageData';
import { blogCategory, blogListItem } from './testing';

afterEach(() => {
  vi.restoreAllMocks();
});

const queryOf = (query: string) => listQueryOf(new URLSearchParams(query));

/** A site whose every read fails unless the test answers it. */
function site(answers: Partial<SiteData> = {}): SiteData {
  const refuse = () => Promise.reject(new Error('not answered'));
  return {
    blogPosts: vi.fn(refuse),
    blogPost: vi.fn(refuse),
    relatedBlogPosts: vi.fn(refuse),
    blogCategories: vi.fn(refuse),
    blogTags: vi.fn(refuse),
    blogStats: vi.fn(refuse),
    latestEpisode: vi.fn(refuse),
    ...answers,
  };
}

const lucia = blogCategory();
const cruises = blogCategory({ id: 'cat-cruises', name: 'Cruises', slug: 'cruises' });
const florida = blogCategory({ id: 'cat-florida', name: 'Central Florida', slug: 'central-florida' });

const article: BlogPost = {
  ...(({ stats: _stats, ...summary }) => summary)(blogListItem({ categoryId: cruises.id })),
  content: '<p>Seven nights around the Eastern Caribbean.</p>',
};

describe('listQueryOf', () => {
  it('asks for the first page of twelve, newest or most relevant first, when the address says nothing', () => {
    expect(queryOf('')).toEqual({ search: null, category: null, tag: null, page: 1, limit: 12 });
  });

  it('keeps every valid value', () => {
    expect(queryOf('search=pitons&category=saint-lucia&tag=hiking&sort=oldest&page=3')).toEqual({
      search: 'pitons',
      category: 'saint-lucia',
      tag: 'hiking',
      sort: 'oldest',
      page: 3,
      limit: 12,
    });
  });

  it('drops the values the API would refuse and keeps the valid ones beside them', () => {
    expect(queryOf(`search=pitons&page=abc&sort=cheapest&tag=${'x'.repeat(101)}&category=cruises`)).toEqual({
      search: 'pitons',
      category: 'cruises',
      tag: null,
      page: 1,
      limit: 12,
    });
    expect(queryOf(`search=${'s'.repeat(201)}&page=0&sort=views`)).toEqual({
      search: null,
      category: null,
      tag: null,
      sort: 'views',
      page: 1,
      limit: 12,
    });
  });

  it("keeps a search for the word 'all': only the category and tag 'all' mean no filter", () => {
    expect(queryOf('search=all&tag=all')).toMatchObject({ search: 'all', tag: null });
  });

  it("reads 'all' and blanks as no filter, and never takes the page size from the address", () => {
    expect(queryOf('category=all&tag=+&limit=50&page=2')).toEqual({
      search: null,
      category: null,
      tag: null,
      page: 2,
      limit: 12,
    });
  });
});

describe('loadBlogList', () => {
  it('loads the posts the address asks for, with the categories and tags', async () => {
    const list: BlogPostList = { posts: [blogListItem()], total: 1 };
    const data = site({
      blogPosts: vi.fn(async () => list),
      blogCategories: vi.fn(async () => [lucia]),
      blogTags: vi.fn(async () => ['hiking']),
    });
    const page = await loadBlogList({
      params: {},
      searchParams: new URLSearchParams('tag=hiking&page=2'),
      site: data,
    });
    expect(page).toEqual({ status: 200, data: { list, categories: [lucia], tags: ['hiking'] } });
    expect(data.blogPosts).toHaveBeenCalledWith({
      search: null,
      category: null,
      tag: 'hiking',
      page: 2,
      limit: 12,
    });
  });

  it('answers 503 with no list when the posts cannot be loaded, and still gives the filters', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = await loadBlogList({
      params: {},
      searchParams: new URLSearchParams(),
      site: site({
        blogPosts: vi.fn(() => Promise.reject(new Error('database down'))),
        blogCategories: vi.fn(async () => [lucia, cruises]),
        blogTags: vi.fn(async () => ['food']),
      }),
    });
    expect(page.status).toBe(503);
    expect(page.data.list).toBeNull();
    expect(page.data.categories).toEqual([lucia, cruises]);
    expect(page.data.tags).toEqual(['food']);
    expect(warn).toHaveBeenCalled();
  });

  it('shows the posts without filters when the categories and tags fail', async () => {
    const list: BlogPostList = { posts: [], total: 0 };
    const page = await loadBlogList({
      params: {},
      searchParams: new URLSearchParams(),
      site: site({ blogPosts: vi.fn(async () => list) }),
    });
    expect(page).toEqual({ status: 200, data: { list, categories: [], tags: [] } });
  });
});

describe('loadBlogPost', () => {
  it('answers 404 with no post for an address no published post has', async () => {
    const data = site({ blogPost: vi.fn(async () => null) });
    const page = await loadBlogPost({
      params: { slug: 'no-such-post' },
      searchParams: new URLSearchParams(),
      site: data,
    });
    expect(page.status).toBe(404);
    expect(page.data).toEqual({
      post: null,
      stats: { views: 0, likes: 0, comments: 0, shares: 0 },
      category: null,
      related: [],
      categories: [],
    });
    expect(data.blogPost).toHaveBeenCalledWith('no-such-post');
  });

  it("gives the post, its figures, its category and only the related posts' categories", async () => {
    const related = [
      blogListItem({ id: 'post-2', slug: 'rodney-bay', categoryId: lucia.id }),
      blogListItem({ id: 'post-3', slug: 'no-category', categoryId: null }),
    ];
    const data = site({
      blogPost: vi.fn(async () => article),
      blogStats: vi.fn(async () => ({
        views: 9,
        likes: 4,
        comments: 1,
        shares: 2,
        shareBreakdown: { native: 2 },
      })),
      blogCategories: vi.fn(async () => [lucia, cruises, florida]),
      relatedBlogPosts: vi.fn(async () => related),
    });
    const page = await loadBlogPost({
      params: { slug: article.slug },
      searchParams: new URLSearchParams(),
      site: data,
    });
    expect(page.status).toBe(200);
    expect(page.data.post).toBe(article);
    expect(page.data.stats).toEqual({ views: 9, likes: 4, comments: 1, shares: 2 });
    expect(page.data.category).toEqual(cruises);
    expect(page.data.related).toEqual(related);
    expect(page.data.categories).toEqual([lucia]);
    expect(data.blogStats).toHaveBeenCalledWith(article.id);
  });

  it('still shows the post, with zero figures and no category, when the extras fail', async () => {
    const page = await loadBlogPost({
      params: { slug: article.slug },
      searchParams: new URLSearchParams(),
      site: site({ blogPost: vi.fn(async () => ({ ...article, categoryId: 'cat-gone' })) }),
    });
    expect(page.status).toBe(200);
    expect(page.data.stats).toEqual({ views: 0, likes: 0, comments: 0, shares: 0 });
    expect(page.data.category).toBeNull();
    expect(page.data.related).toEqual([]);
    expect(page.data.categories).toEqual([]);
  });
});
