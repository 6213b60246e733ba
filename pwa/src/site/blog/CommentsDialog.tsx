import { useId, useState, type FormEvent } from 'react';
import { useModalDialog } from '@pwa/components/useModalDialog';
import { lightIcon } from '@pwa/components/icons';
import CloseOutlinedSvg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import MessageOutlinedSvg from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogComment, BlogCommentList, BlogCommentReceived } from '@contract/blog';
import { formatLongDate } from '@contract/dates';
import { HONEYPOT_FIELD } from '@contract/leadOptions';
import { buttonClassName } from '@pwa/components/buttonClassName';
import { toast } from '@pwa/components/toast';
import { ApiError, apiRequest, getQueryFn } from '@pwa/lib/api';
import { errorMessage } from '@pwa/lib/errorMessage';
import { QueryIsland } from '@pwa/lib/QueryIsland';
import '@pwa/site/forms/forms.css';
import type { ActionPost } from './PostActions';

const CloseOutlined = lightIcon(CloseOutlinedSvg);
const MessageOutlined = lightIcon(MessageOutlinedSvg);

/** Comments stay fresh for 2 minutes. */
export const COMMENTS_STALE_TIME = 2 * 60 * 1000;

const commentsKey = (postId: string) => ['/api/blog/posts', postId, 'comments'];

interface Props {
  post: ActionPost;
  onClose: () => void;
}

/**
 * The comments dialog: the
 * approved comments with their approved replies, how many wait for approval, and the form for
 * a comment or a reply. The comments are fetched only while it is open. Everything a visitor
 * wrote is shown as text.
 */
export function CommentsDialog(props: Props) {
  return (
    <QueryIsland>
      <CommentsDialogPanel {...props} />
    </QueryIsland>
  );
}

function CommentsDialogPanel({ post, onClose }: Props) {
  const titleId = useId();
  const { dialogProps, close } = useModalDialog(onClose);
  const [replyTo, setReplyTo] = useState<BlogComment | null>(null);
  const comments = useQuery({
    queryKey: commentsKey(post.id),
    queryFn: getQueryFn<BlogCommentList>({ on401: 'throw' }),
    staleTime: COMMENTS_STALE_TIME,
  });

  return (
    // The footer's dialog look (site-wide CSS), with the comments' own parts.
    <dialog {...dialogProps} className="legal-dialog comments-dialog" aria-labelledby={titleId}>
      <div className="legal-dialog__panel">
        <header className="legal-dialog__header">
          <h2 id={titleId}>Comments on {post.title}</h2>
          <button type="button" className="legal-dialog__close" onClick={close}>
            <CloseOutlined aria-hidden="true" /> Close
          </button>
        </header>
        <div className="legal-dialog__body comments-dialog__body">
          {comments.isPending && <p role="status">Loading comments...</p>}
          {comments.isError && (
            <p role="alert">
              Comments could not be loaded.{' '}
              <button type="button" className="text-link" onClick={() => void comments.refetch()}>
                Try again
              </button>
            </p>
          )}
          {comments.data && (
            <CommentList
              list={comments.data}
              onReply={(comment) => {
                setReplyTo(comment);
                // The form is below the list: take the visitor there.
                requestAnimationFrame(() => document.getElementById(`${titleId}-form`)?.focus());
              }}
            />
          )}
          <CommentForm
            id={`${titleId}-form`}
            postId={post.id}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
          />
        </div>
      </div>
    </dialog>
  );
}

function CommentList({ list, onReply }: { list: BlogCommentList; onReply: (comment: BlogComment) => void }) {
  return (
    <>
      {list.pendingCount > 0 && (
        <p className="comments-dialog__pending" role="note">
          {list.pendingCount === 1
            ? '1 comment is awaiting approval.'
            : `${list.pendingCount} comments are awaiting approval.`}
        </p>
      )}
      {list.comments.length === 0 ? (
        <p>No comments yet. Be the first to share your thoughts!</p>
      ) : (
        <ol className="comments-dialog__list">
          {list.comments.map((comment) => (
            <li key={comment.id}>
              <CommentText comment={comment} />
              <button
                type="button"
                className={buttonClassName({
                  type: 'link',
                  size: 'small',
                  className: 'comments-dialog__reply',
                })}
                onClick={() => onReply(comment)}
              >
                <MessageOutlined aria-hidden="true" />
                Reply to {comment.authorName}
              </button>
              {comment.replies.length > 0 && (
                <ol className="comments-dialog__replies">
                  {comment.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentText comment={reply} />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function CommentText({ comment }: { comment: BlogComment }) {
  return (
    <article className="comments-dialog__comment">
      <p className="comments-dialog__author">
        <strong>{comment.authorName}</strong>{' '}
        <time dateTime={comment.createdAt}>{formatLongDate(comment.createdAt)}</time>
      </p>
      {/* Text, never HTML: React writes it escaped. */}
      <p className="comments-dialog__content">{comment.content}</p>
    </article>
  );
}

const emptyForm = { authorName: '', authorEmail: '', content: '', [HONEYPOT_FIELD]: '' };

function CommentForm({
  id,
  postId,
  replyTo,
  onCancelReply,
}: {
  id: string;
  postId: string;
  replyTo: BlogComment | null;
  onCancelReply: () => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(emptyForm);
  const [sending, setSending] = useState(false);
  const fieldId = useId();

  const set = (name: keyof typeof emptyForm) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values.authorName.trim() || !values.authorEmail.trim() || !values.content.trim()) {
      toast.error('Missing fields', 'Please fill in all required fields.');
      return;
    }
    setSending(true);
    try {
      const res = await apiRequest('POST', `/api/blog/posts/${postId}/comments`, {
        ...values,
        postId,
        parentId: replyTo?.id ?? null,
        isReply: Boolean(replyTo),
      });
      const received = (await res.json()) as BlogCommentReceived;
      toast.success('Comment submitted', received.message);
      setValues(emptyForm);
      onCancelReply();
      await queryClient.invalidateQueries({ queryKey: commentsKey(postId) });
    } catch (error) {
      // The server's own words for a refused comment (a bad e-mail, too many links), kept typed.
      toast.error(
        'Error',
        error instanceof ApiError && error.status === 400
          ? errorMessage(error, 'Failed to submit comment.')
          : 'Failed to submit comment.',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      id={id}
      tabIndex={-1}
      className="lead-form comments-dialog__form"
      noValidate
      aria-label={replyTo ? `Reply to ${replyTo.authorName}` : 'Leave a comment'}
      onSubmit={(event) => void submit(event)}
    >
      <h3>{replyTo ? `Reply to ${replyTo.authorName}` : 'Leave a comment'}</h3>
      {replyTo && (
        <button
          type="button"
          className={buttonClassName({ type: 'link', size: 'small', className: 'comments-dialog__reply' })}
          onClick={onCancelReply}
        >
          <CloseOutlined aria-hidden="true" />
          Cancel reply
        </button>
      )}
      <div className="lead-field">
        <label className="lead-field__label lead-field__label--required" htmlFor={`${fieldId}-name`}>
          Name
        </label>
        <input
          id={`${fieldId}-name`}
          name="authorName"
          autoComplete="name"
          className="lead-field__control"
          required
          maxLength={100}
          value={values.authorName}
          onChange={set('authorName')}
        />
      </div>
      <div className="lead-field">
        <label className="lead-field__label lead-field__label--required" htmlFor={`${fieldId}-email`}>
          Email
        </label>
        <input
          id={`${fieldId}-email`}
          name="authorEmail"
          type="email"
          autoComplete="email"
          className="lead-field__control"
          required
          value={values.authorEmail}
          onChange={set('authorEmail')}
        />
      </div>
      <div className="lead-field">
        <label className="lead-field__label lead-field__label--required" htmlFor={`${fieldId}-content`}>
          Comment
        </label>
        <textarea
          id={`${fieldId}-content`}
          name="content"
          className="lead-field__control"
          required
          rows={4}
          maxLength={2000}
          value={values.content}
          onChange={set('content')}
        />
      </div>
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor={`${fieldId}-trap`}>Website</label>
        <input
          id={`${fieldId}-trap`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={values[HONEYPOT_FIELD]}
          onChange={set(HONEYPOT_FIELD)}
        />
      </div>
      <button type="submit" className="btn btn--primary" disabled={sending}>
        {sending ? 'Submitting...' : replyTo ? 'Post Reply' : 'Post Comment'}
      </button>
    </form>
  );
}
