/**
 * The pages' data read from the public API: for a page the server did not render (the
 * development server, a move inside the app's own router). Rendered pages carry their data.
 */
import type { BlogListQuery, BlogPost } from '@contract/blog';
import type { PodcastEpisodeList } from '@contract/podcast';
import type { PublicTestimonialList } from '@contract/testimonialOptions';
import { ApiError } from '@pwa/lib/api';
import type { SiteData } from '@contract/renderedPage';

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, (await res.text().catch(() => '')) || res.statusText);
  return (await res.json()) as T;
}

function listSearch(query: BlogListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  return params.toString();
}

export const siteDataFromApi: SiteData = {
  blogPosts: (query) => getJson(`/api/blog/posts?${listSearch(query)}`),
  blogPost: async (slug) => {
    try {
      return await getJson<BlogPost>(`/api/blog/posts/${encodeURIComponent(slug)}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  relatedBlogPosts: (post) => getJson(`/api/blog/posts/${post.id}/related`),
  blogCategories: () => getJson('/api/blog/categories'),
  blogTags: () => getJson('/api/blog/tags'),
  blogStats: (postId) => getJson(`/api/blog/posts/${postId}/stats`),
  latestEpisode: async () => (await getJson<PodcastEpisodeList>('/api/podcast/episodes')).episodes[0] ?? null,
  approvedTestimonials: async (limit) =>
    (await getJson<PublicTestimonialList>(`/api/testimonials?limit=${limit}`)).testimonials,
};
