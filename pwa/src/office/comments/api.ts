import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogCommentStatus, ModeratedComment, ModerationQueue } from '@contract/blog';
import { apiRequest } from '@pwa/lib/api';

/**
 * The blog's comment moderation. It lives on the server only: comments come from visitors of
 * the public site, so a copy on the device would be out of date the moment it was taken, and
 * moderating from it would decide on what may already have changed.
 */
export const commentQueries = {
  all: () => ['/api/blog/comments'] as const,
  queue: (status: BlogCommentStatus) => ['/api/blog/comments', { status }] as const,
};

export function useModerationQueue(status: BlogCommentStatus) {
  return useQuery<ModerationQueue>({
    queryKey: commentQueries.queue(status),
    staleTime: 30_000,
    // The counts of the queue shown before stay on the status buttons while the next one loads.
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const response = await apiRequest('GET', `/api/blog/comments?status=${encodeURIComponent(status)}`);
      return (await response.json()) as ModerationQueue;
    },
  });
}

/** The queue once `id` has moved from status `from` to `to`: out of the list, one count to the other. */
export function withoutComment(
  queue: ModerationQueue,
  id: string,
  from: BlogCommentStatus,
  to: BlogCommentStatus,
): ModerationQueue {
  if (from === to || !queue.comments.some((comment) => comment.id === id)) return queue;
  return {
    comments: queue.comments.filter((comment) => comment.id !== id),
    counts: { ...queue.counts, [from]: Math.max(0, queue.counts[from] - 1), [to]: queue.counts[to] + 1 },
  };
}

export interface Moderation {
  comment: ModeratedComment;
  status: BlogCommentStatus;
}

/**
 * What the card says once a decision is made. They are the mutation's own handlers, not
 * `mutate`'s: a decided comment leaves its queue, and with it the card that asked, whose
 * per-call handlers would then never run.
 */
export interface ModerationHandlers {
  /** Called just before the comment leaves the queue. */
  onMoved?: (moderation: Moderation) => void;
  onFailed?: (error: Error, moderation: Moderation) => void;
}

export function useModerateComment({ onMoved, onFailed }: ModerationHandlers = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ comment, status }: Moderation) => {
      const response = await apiRequest('PATCH', `/api/blog/comments/${comment.id}`, { status });
      return (await response.json()) as { success: true; data: { id: string; status: BlogCommentStatus } };
    },
    onSuccess: (_answer, moderation) => {
      onMoved?.(moderation);
      const { comment, status } = moderation;
      // Out of the queue at once; the refetch below brings the server's own counts.
      queryClient.setQueryData<ModerationQueue>(commentQueries.queue(comment.status), (queue) =>
        queue ? withoutComment(queue, comment.id, comment.status, status) : queue,
      );
    },
    onError: (error, moderation) => onFailed?.(error, moderation),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentQueries.all() }),
  });
}

/** Like ModerationHandlers: the refetch after a reply may take the comment's card away. */
export interface ReplyHandlers {
  onPosted?: (comment: ModeratedComment) => void;
  onFailed?: (error: Error) => void;
}

export function useReplyAsAgency({ onPosted, onFailed }: ReplyHandlers = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ comment, content }: { comment: ModeratedComment; content: string }) => {
      const response = await apiRequest('POST', `/api/blog/comments/${comment.id}/replies`, { content });
      return (await response.json()) as { success: true; data: { id: string } };
    },
    onSuccess: (_answer, { comment }) => {
      onPosted?.(comment);
      // The reply is approved at once: it joins the approved queue and its count.
      return queryClient.invalidateQueries({ queryKey: commentQueries.all() });
    },
    onError: (error) => onFailed?.(error),
  });
}
