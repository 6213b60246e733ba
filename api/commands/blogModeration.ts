/**
 * Moderating the blog's comments (the routes let only approved staff in): a status change, and
 * the agency's own reply. What is listed
 * publicly (approved) is what the post's figures count: approving adds the comment to the post's
 * comment count and to its parent's replies, withdrawing an approval takes it away, in the same
 * transaction.
 */
import { brand } from '@contract/brand.ts';
import { blogMessages, type BlogCommentStatus } from '@contract/blog.ts';
import type { Trx } from '@db/index.ts';
import { badRequest, notFound } from '../errors.ts';
import type { Command } from './command.ts';

interface CommentRow {
  id: string;
  postId: string;
  parentId: string | null;
  status: BlogCommentStatus;
}

async function lockedComment(trx: Trx, id: string): Promise<CommentRow> {
  const row: CommentRow | undefined = await trx('blogComments')
    .where({ id })
    .forUpdate()
    .first('id', 'postId', 'parentId', 'status');
  if (!row) throw notFound(blogMessages.commentNotFound);
  return row;
}

/** Adds `change` (1 or -1) to the post's listed comments and to the parent's replies. */
async function countListed(trx: Trx, comment: Pick<CommentRow, 'postId' | 'parentId'>, change: 1 | -1) {
  await trx.raw(
    `INSERT INTO blog_stats (post_id, comments) VALUES (?, greatest(?, 0))
     ON CONFLICT (post_id) DO UPDATE SET comments = greatest(blog_stats.comments + ?, 0), updated_at = now()`,
    [comment.postId, change, change],
  );
  if (comment.parentId) {
    await trx('blogComments')
      .where({ id: comment.parentId })
      .update({ replyCount: trx.raw('greatest(reply_count + ?, 0)', [change]), updatedAt: trx.fn.now() });
  }
}

export async function blogCommentModerator({
  trx,
  input,
}: Command<{ id: string; status: BlogCommentStatus }>): Promise<{ id: string; status: BlogCommentStatus }> {
  const comment = await lockedComment(trx, input.id);
  if (comment.status !== input.status) {
    await trx('blogComments')
      .where({ id: comment.id })
      .update({ status: input.status, updatedAt: trx.fn.now() });
    if (input.status === 'approved') await countListed(trx, comment, 1);
    else if (comment.status === 'approved') await countListed(trx, comment, -1);
  }
  return { id: comment.id, status: input.status };
}

export async function blogAgencyReplier({
  trx,
  input,
}: Command<{ parentId: string; content: string }>): Promise<{ id: string }> {
  const parent = await lockedComment(trx, input.parentId);
  if (parent.parentId) throw badRequest(blogMessages.replyToReply);
  if (parent.status !== 'approved') throw badRequest(blogMessages.replyParentNotApproved);
  const [row]: Array<{ id: string }> = await trx('blogComments')
    .insert({
      postId: parent.postId,
      parentId: parent.id,
      authorName: brand.name,
      authorEmail: brand.email,
      content: input.content,
      status: 'approved',
      isReply: true,
    })
    .returning('id');
  await countListed(trx, { postId: parent.postId, parentId: parent.id }, 1);
  return { id: row.id };
}
