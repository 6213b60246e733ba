/**
 * What the blog's two pages are made of, loaded by the server as it renders them (and by the
 * browser only where no server did). Its own module, loaded on demand: the listing's query is
 * checked with the contract's schema, which stays out of the pages' first download.
 */
import * as v from 'valibot';
import {
  BLOG_PAGE_SIZE,
  BlogListQuery,
  type BlogCardStats,
  type BlogCategory,
  type BlogPost,
  type BlogPostList,
  type BlogPostListItem,
} from '@contract/blog';
import type { PageData } from '@contract/renderedPage';
import type { PageDataRequest } from '@pwa/site/pageData';

export interface BlogListPageData {
  /** Null when the posts could not be loaded: the page says so and offers to try again. */
  list: BlogPostList | null;
  categories: BlogCategory[];
  tags: string[];
}

export interface BlogPostPageData {
  /** Null when no published post has the address. */
  post: BlogPost | null;
  stats: BlogCardStats;
  category: BlogCategory | null;
  related: BlogPostListItem[];
  /** The categories of the related posts. */
  categories: BlogCategory[];
}

const LIST_FIELDS = ['search', 'category', 'tag', 'sort', 'page'] as const;

/**
 * The listing query an address asks for. A value the API would refuse (a page of "abc") is
 * dropped rather than failing the page: a visitor who typed an address still gets posts.
 */
export function listQueryOf(searchParams: URLSearchParams): BlogListQuery {
  const input: Record<string, string> = { limit: String(BLOG_PAGE_SIZE) };
  for (const field of LIST_FIELDS) {
    const value = searchParams.get(field);
    if (value === null) continue;
    if (v.safeParse(BlogListQuery, { ...input, [field]: value }).success) input[field] = value;
  }
  return v.parse(BlogListQuery, input);
}

export async function loadBlogList({
  searchParams,
  site,
}: PageDataRequest): Promise<PageData<BlogListPageData>> {
  const query = listQueryOf(searchParams);
  // The filters are an extra: the posts are shown without them if they fail.
  const [list, categories, tags] = await Promise.all([
    site.blogPosts(query).catch((error: unknown) => {
      console.warn('Failed to load blog posts', error);
      return null;
    }),
    site.blogCategories().catch(() => []),
    site.blogTags().catch(() => []),
  ]);
  return { status: list ? 200 : 503, data: { list, categories, tags } };
}

export async function loadBlogPost({ params, site }: PageDataRequest): Promise<PageData<BlogPostPageData>> {
  const empty = { views: 0, likes: 0, comments: 0, shares: 0 };
  const post = await site.blogPost(params.slug ?? '');
  if (!post)
    return { status: 404, data: { post: null, stats: empty, category: null, related: [], categories: [] } };
  const [stats, categories, related] = await Promise.all([
    site.blogStats(post.id).catch(() => empty),
    site.blogCategories().catch(() => []),
    site.relatedBlogPosts(post).catch(() => []),
  ]);
  const { views, likes, comments, shares } = stats;
  return {
    status: 200,
    data: {
      post,
      stats: { views, likes, comments, shares },
      category: categories.find((category) => category.id === post.categoryId) ?? null,
      related,
      categories: categories.filter((category) => related.some((item) => item.categoryId === category.id)),
    },
  };
}
