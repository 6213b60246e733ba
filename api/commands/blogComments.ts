/**
 * A visitor's comment or reply: stored pending (with the address and browser it came from, for
 * moderation) and noted among the post's interactions, in the caller's transaction. It is
 * listed, and counted in the post's figures, once a moderator approves it.
 */
import type { BlogCommentInput } from '@contract/blog.ts';
import type { SystemCommand } from './command.ts';

export interface BlogCommentRecord {
  postId: string;
  comment: BlogCommentInput;
  visitorId: string;
  ipAddress: string;
  userAgent: string | null;
}

export async function blogCommentRecorder({
  trx,
  input,
}: SystemCommand<BlogCommentRecord>): Promise<{ id: string }> {
  const { comment } = input;
  const [row]: Array<{ id: string }> = await trx('blogComments')
    .insert({
      postId: input.postId,
      parentId: comment.parentId,
      authorName: comment.authorName,
      authorEmail: comment.authorEmail,
      authorWebsite: comment.authorWebsite,
      content: comment.content,
      status: 'pending',
      ipAddress: input.ipAddress,
      userAgent: input.userAgent,
      isReply: comment.parentId !== null,
    })
    .returning('id');
  await trx('blogInteractions').insert({
    postId: input.postId,
    sessionId: input.visitorId,
    userEmail: comment.authorEmail,
    interactionType: 'comment',
    metadata: { commentId: row.id },
    ipAddress: input.ipAddress,
    userAgent: input.userAgent,
  });
  return { id: row.id };
}
