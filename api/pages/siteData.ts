/**
 * The data the public pages are rendered with (pwa/src/site/pageData.tsx), read straight from
 * the database: the same queries and presenters the blog's API answers with, so a rendered page
 * and a page the browser loads from the API show the same thing.
 */
import type { Db } from '@db/index.ts';
import type { SiteData } from '@contract/renderedPage.ts';
import {
  blogPostStats,
  findBlogPostBySlug,
  listBlogCategories,
  listBlogPosts,
  listBlogTags,
  relatedBlogPosts,
} from '../queries/blog.ts';
import { listPublishedEpisodes } from '../queries/podcast.ts';
import { approvedTestimonials } from '../queries/testimonials.ts';

export function siteDataFrom(db: Db): SiteData {
  return {
    blogPosts: (query) => listBlogPosts(db, query),
    blogPost: async (slug) => (await findBlogPostBySlug(db, slug)) ?? null,
    relatedBlogPosts: (post) => relatedBlogPosts(db, post),
    blogCategories: () => listBlogCategories(db),
    blogTags: () => listBlogTags(db),
    blogStats: (postId) => blogPostStats(db, postId),
    latestEpisode: async () => (await listPublishedEpisodes(db, 1))[0] ?? null,
    approvedTestimonials: (limit) => approvedTestimonials(db, limit),
  };
}
