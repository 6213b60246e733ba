import { useEffect, useId, useRef, useState } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Tag } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import * as v from 'valibot';
import {
  BLOG_COMMENT_STATUSES,
  BlogAgencyReply,
  type BlogCommentStatus,
  type ModeratedComment,
} from '@contract/blog';
import { brand } from '@contract/brand';
import { formatLongDate } from '@contract/dates';
import { LoadingStatus } from '@pwa/components/LoadingStatus';
import { useIsOnline } from '@pwa/components/OfflinePage';
import { toast } from '@pwa/components/toast';
import { errorMessage, errorStatus } from '@pwa/lib/errorMessage';
import { blogPostPath } from '@contract/sitePaths';
import { DialogField, describedBy } from '../shared/DialogField';
import { usePaged } from '../shared/paging';
import { ServerQueueFailure } from '../shared/ServerQueueFailure';
import { ApprovalPendingNotice, useAwaitingApproval } from '../shared/sendingApproval';
import { useModerateComment, useModerationQueue, useReplyAsAgency } from './api';
import './comments.css';

const STATUS_LABELS: Record<BlogCommentStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  spam: 'Spam',
};

/** A moderator's decisions, in the order the buttons show them; a queue offers the others. */
const DECISIONS: Array<{ status: Exclude<BlogCommentStatus, 'pending'>; label: string }> = [
  { status: 'approved', label: 'Approve' },
  { status: 'rejected', label: 'Reject' },
  { status: 'spam', label: 'Mark as spam' },
];

const DONE: Record<BlogCommentStatus, string> = {
  pending: 'Comment back in Pending',
  approved: 'Comment approved',
  rejected: 'Comment rejected',
  spam: 'Comment marked as spam',
};

/** Long enough to scan, short enough that a tablet scrolls through a page without stalling. */
const COMMENTS_PER_PAGE = 20;

/** BlogAgencyReply's limit: the field stops there, so the server never has to refuse a long reply. */
const REPLY_MAX_LENGTH = 2000;

/** Only a top-level comment someone approved takes the agency's reply (the server's rule). */
function takesAgencyReply(comment: ModeratedComment): boolean {
  return comment.status === 'approved' && !comment.parentId;
}

function ReplyForm({ comment, onDone }: { comment: ModeratedComment; onDone: (posted: boolean) => void }) {
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = useReplyAsAgency({
    onPosted: () => {
      toast.success('Reply posted', `Your reply to ${comment.authorName} is published on the blog.`);
      onDone(true);
    },
    onFailed: (failure) => toast.error('Could not post the reply', errorMessage(failure)),
  });
  const field = useRef<TextAreaRef>(null);
  // Opened by a button: the agent's next keystrokes are the reply.
  useEffect(() => field.current?.focus(), []);

  const submit = () => {
    const parsed = v.safeParse(BlogAgencyReply, { content });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    setError(undefined);
    reply.mutate({ comment, content: parsed.output.content });
  };

  return (
    <Form
      layout="vertical"
      className="comment-card__reply"
      aria-label={`Reply to ${comment.authorName}`}
      onFinish={submit}
    >
      <DialogField id={id} label={`Reply as ${brand.name}`} error={error} required>
        <Input.TextArea
          ref={field}
          id={id}
          rows={3}
          value={content}
          maxLength={REPLY_MAX_LENGTH}
          showCount
          onChange={(event) => {
            setContent(event.target.value);
            if (error) setError(undefined);
          }}
          {...describedBy(id, error)}
        />
      </DialogField>
      <div className="comment-card__buttons">
        <Button type="primary" htmlType="submit" loading={reply.isPending}>
          Post reply
        </Button>
        <Button onClick={() => onDone(false)} disabled={reply.isPending}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function CommentCard({ comment, onLeft }: { comment: ModeratedComment; onLeft: () => void }) {
  const titleId = useId();
  const who = `comment by ${comment.authorName}`;
  const moderate = useModerateComment({
    onMoved: ({ status }) => {
      toast.success(DONE[status], `The ${who} on "${comment.postTitle}".`);
      onLeft();
    },
    onFailed: (failure) => toast.error('Could not update the comment', errorMessage(failure)),
  });
  const [replying, setReplying] = useState(false);
  const [replied, setReplied] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (replying || !returnFocus.current) return;
    returnFocus.current = false;
    replyButton.current?.focus();
  }, [replying]);
  return (
    <article className="comment-card" aria-labelledby={titleId}>
      <div className="comment-card__head">
        <h4 id={titleId} className="comment-card__author">
          {comment.authorName}
        </h4>
        {comment.isReply && <Tag color="blue">Reply</Tag>}
        <time className="comment-card__date" dateTime={comment.createdAt}>
          {formatLongDate(comment.createdAt)}
        </time>
      </div>
      <dl className="comment-card__facts">
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${comment.authorEmail}`}>{comment.authorEmail}</a>
          </dd>
        </div>
        {comment.authorWebsite && (
          <div>
            <dt>Website</dt>
            {/* Text, not a link: a commenter's address is what spam advertises. */}
            <dd>{comment.authorWebsite}</dd>
          </div>
        )}
        <div>
          <dt>Post</dt>
          <dd>
            <a href={blogPostPath(comment.postSlug)} target="_blank" rel="noopener noreferrer">
              {comment.postTitle} <ExportOutlined aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </dd>
        </div>
        {comment.isReply && (
          <div>
            <dt>In reply to</dt>
            <dd>{comment.parentAuthorName ?? 'a comment no longer listed'}</dd>
          </div>
        )}
      </dl>
      {/* Visitors' words, shown as they typed them: React writes text, never markup. */}
      <p className="comment-card__content">{comment.content}</p>
      <div className="comment-card__buttons">
        {DECISIONS.filter((decision) => decision.status !== comment.status).map((decision) => (
          <Button
            key={decision.status}
            type={decision.status === 'approved' ? 'primary' : 'default'}
            danger={decision.status === 'spam'}
            loading={moderate.isPending && moderate.variables?.status === decision.status}
            disabled={moderate.isPending && moderate.variables?.status !== decision.status}
            aria-label={`${decision.label}, ${who}`}
            onClick={() => moderate.mutate({ comment, status: decision.status })}
          >
            {decision.label}
          </Button>
        ))}
        {takesAgencyReply(comment) && !replying && (
          <Button
            ref={replyButton}
            aria-label={`Reply as the agency to ${comment.authorName}`}
            onClick={() => {
              setReplied(false);
              setReplying(true);
            }}
          >
            Reply as the agency
          </Button>
        )}
      </div>
      {comment.status === 'pending' && !comment.parentId && (
        <p className="comment-card__hint">Approve the comment to reply to it as the agency.</p>
      )}
      {replying && (
        <ReplyForm
          comment={comment}
          onDone={(posted) => {
            setReplying(false);
            setReplied(posted);
            // The form's buttons go with it: the keyboard goes back to where the reply began.
            returnFocus.current = true;
          }}
        />
      )}
      {replied && (
        <p role="status" className="comment-card__replied">
          Your reply is published under this comment.
        </p>
      )}
    </article>
  );
}

/** The Agent Office "Comments" tab: the blog's comments by status, moderated and answered. */
export function CommentsTab() {
  const [status, setStatus] = useState<BlogCommentStatus>('pending');
  const online = useIsOnline();
  const awaitingApproval = useAwaitingApproval();
  const queue = useModerationQueue(status);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const listTitleId = useId();
  const counts = queue.data?.counts;
  // The placeholder is the previous status's list: its counts are worth showing, its comments are not.
  const comments = queue.isPlaceholderData ? undefined : queue.data?.comments;
  const page = usePaged(comments ?? [], {
    resetKey: status,
    label: `${STATUS_LABELS[status]} comment pages`,
    pageSize: COMMENTS_PER_PAGE,
  });
  const shown = comments?.length ?? 0;
  const total = counts?.[status] ?? shown;

  // The server keeps the queue from an agent awaiting approval: the tab says why it is empty.
  const withheld = !comments && (awaitingApproval || errorStatus(queue.error) === 403);
  let body;
  if (withheld) {
    body = <ApprovalPendingNotice what="Visitors' blog comments" />;
  } else if (!online || (queue.isError && !comments)) {
    body = (
      <ServerQueueFailure
        what="comments"
        whyOnline="Blog comments are moderated on the server, so this tab is available when you are online."
        online={online}
        error={queue.error}
        onRetry={() => void queue.refetch()}
        retrying={queue.isFetching}
      />
    );
  } else if (!comments) {
    body = <LoadingStatus label="Loading comments" />;
  } else if (comments.length === 0) {
    body = <Empty description={`No ${STATUS_LABELS[status].toLowerCase()} comments.`} />;
  } else {
    body = (
      <>
        {shown < total && (
          <p className="office__notice">
            {status === 'pending'
              ? `Showing the oldest ${shown} of ${total}. The rest follow as these are moderated.`
              : `Showing the newest ${shown} of ${total}.`}
          </p>
        )}
        <ul className="comment-queue__list" aria-labelledby={listTitleId}>
          {page.items.map((comment) => (
            <li key={comment.id}>
              <CommentCard
                comment={comment}
                // The card's buttons go with it: the keyboard's place moves to the queue.
                onLeft={() => listTitle.current?.focus()}
              />
            </li>
          ))}
        </ul>
        {page.pager}
      </>
    );
  }

  return (
    <section aria-labelledby="comments-title" className="office__panel comment-queue">
      <h2 id="comments-title">Blog Comments</h2>
      <p className="office__subtext">
        Visitors&apos; comments appear on the blog once approved. Replies you post here are published at once
        in the agency&apos;s name.
      </p>
      {online && !withheld && (
        <>
          <div role="group" aria-label="Comment status" className="comment-queue__statuses">
            {BLOG_COMMENT_STATUSES.map((name) => (
              <Button
                key={name}
                type={status === name ? 'primary' : 'default'}
                aria-pressed={status === name}
                onClick={() => setStatus(name)}
              >
                {STATUS_LABELS[name]}
                {/* No number before the server has counted: a "0" while loading would be untrue. */}
                {counts ? ` (${counts[name]})` : ''}
              </Button>
            ))}
          </div>
          <h3 id={listTitleId} ref={listTitle} tabIndex={-1} className="comment-queue__title">
            {`${STATUS_LABELS[status]} comments`}
          </h3>
        </>
      )}
      {body}
    </section>
  );
}
