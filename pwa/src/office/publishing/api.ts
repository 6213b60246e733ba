/**
 * The one door to the blog and podcast the office writes. Unlike the rest of the office these
 * live on the server only (nothing of them is kept on the device), so every read and write
 * needs the network.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogCategory } from '@contract/blog';
import type {
  BlogPostDraft,
  BlogPreview,
  PodcastEpisodeDraft,
  WrittenBlogPost,
  WrittenBlogPostList,
  WrittenBlogPostSaved,
  WrittenPodcastEpisodeList,
  WrittenPodcastEpisodeSaved,
} from '@contract/blogPublishing';
import { apiRequest } from '@pwa/lib/api';

/** Query keys of the publishing resources (admins only). */
export const publishingQueries = {
  posts: () => ['/api/blog/admin/posts'] as const,
  categories: () => ['/api/blog/categories'] as const,
  episodes: () => ['/api/podcast/admin/episodes'] as const,
};

export function useWrittenPosts() {
  return useQuery({
    queryKey: publishingQueries.posts(),
    staleTime: 30_000,
    select: (body: unknown) => (body as WrittenBlogPostList).posts,
  });
}

/** The categories a post may be filed under; the site caches them 5 minutes too. */
export function useBlogCategories() {
  return useQuery({
    queryKey: publishingQueries.categories(),
    staleTime: 5 * 60_000,
    select: (body: unknown) => body as BlogCategory[],
  });
}

export function useWrittenEpisodes() {
  return useQuery({
    queryKey: publishingQueries.episodes(),
    staleTime: 30_000,
    select: (body: unknown) => (body as WrittenPodcastEpisodeList).episodes,
  });
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, draft }: { id: string | null; draft: BlogPostDraft }) => {
      const response = id
        ? await apiRequest('PATCH', `/api/blog/posts/${id}`, draft)
        : await apiRequest('POST', '/api/blog/posts', draft);
      return ((await response.json()) as WrittenBlogPostSaved).data;
    },
    onSuccess: (saved: WrittenBlogPost) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: publishingQueries.posts() }),
        // A published post changes the categories' counts.
        queryClient.invalidateQueries({ queryKey: publishingQueries.categories() }),
      ]).then(() => saved),
  });
}

export function usePreview() {
  return useMutation({
    mutationFn: async (markdown: string) =>
      (await (await apiRequest('POST', '/api/blog/preview', { markdown })).json()) as BlogPreview,
  });
}

export function useSaveEpisode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, draft }: { id: string | null; draft: PodcastEpisodeDraft }) => {
      const response = id
        ? await apiRequest('PATCH', `/api/podcast/episodes/${id}`, draft)
        : await apiRequest('POST', '/api/podcast/episodes', draft);
      return ((await response.json()) as WrittenPodcastEpisodeSaved).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publishingQueries.episodes() }),
  });
}
