import { lazy, Suspense, useState } from 'react';
import { lightIcon } from '@pwa/components/icons';
import HeartOutlinedSvg from '@ant-design/icons-svg/es/asn/HeartOutlined';
import MessageOutlinedSvg from '@ant-design/icons-svg/es/asn/MessageOutlined';
import ShareAltOutlinedSvg from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import type { BlogCardStats } from '@contract/blog';
import { blogPostPath } from '@pwa/lib/paths';

const HeartOutlined = lightIcon(HeartOutlinedSvg);
const MessageOutlined = lightIcon(MessageOutlinedSvg);
const ShareAltOutlined = lightIcon(ShareAltOutlinedSvg);

// Few visitors comment: the dialog, its form and its query code come on the first open.
const loadCommentsDialog = () => import('./CommentsDialog');
const CommentsDialog = lazy(async () => ({ default: (await loadCommentsDialog()).CommentsDialog }));
// The calls and toasts come with the first press.
const interactions = () => import('./blogInteractions');

export interface ActionPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
}

interface Props {
  post: ActionPost;
  stats: BlogCardStats;
}

/**
 * Words for screen readers only: the button's name says what it does to which post; the eye
 * sees the icon and the figure, which the name contains as it shows it.
 */
function Hidden({ children }: { children: string }) {
  return <span className="visually-hidden">{children}</span>;
}

/** A post's like, share and comments buttons with their figures, on a card and on the post's page. */
export function PostActions({ post, stats: initial }: Props) {
  const [stats, setStats] = useState(initial);
  const [busy, setBusy] = useState<'like' | 'share' | null>(null);
  const [commentsOpen, setCommentsOpen] = useState(false);

  const like = async () => {
    setBusy('like');
    const after = await (await interactions()).likePost(post.id);
    if (after) setStats(after);
    setBusy(null);
  };
  const share = async () => {
    setBusy('share');
    const url = new URL(blogPostPath(post.slug), window.location.origin).toString();
    const after = await (await interactions()).sharePost({ ...post, url });
    if (after) setStats(after);
    setBusy(null);
  };

  return (
    <div className="post-actions">
      <button
        type="button"
        className="post-actions__button"
        disabled={busy === 'like'}
        onClick={() => void like()}
      >
        <HeartOutlined aria-hidden="true" />
        <Hidden>{`Like "${post.title}", `}</Hidden>
        {stats.likes}
        <Hidden>{stats.likes === 1 ? ' like' : ' likes'}</Hidden>
      </button>
      <button
        type="button"
        className="post-actions__button"
        disabled={busy === 'share'}
        onClick={() => void share()}
      >
        <ShareAltOutlined aria-hidden="true" />
        <Hidden>{`Share "${post.title}", `}</Hidden>
        {stats.shares}
        <Hidden>{stats.shares === 1 ? ' share' : ' shares'}</Hidden>
      </button>
      <button
        type="button"
        className="post-actions__button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadCommentsDialog()}
        onFocus={() => void loadCommentsDialog()}
        onClick={() => setCommentsOpen(true)}
      >
        <MessageOutlined aria-hidden="true" />
        <Hidden>{`Comments on "${post.title}", `}</Hidden>
        {stats.comments}
        <Hidden>{stats.comments === 1 ? ' comment' : ' comments'}</Hidden>
      </button>
      {commentsOpen && (
        <Suspense fallback={null}>
          <CommentsDialog post={post} onClose={() => setCommentsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
