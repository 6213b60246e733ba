import { lazy, Suspense, useState } from 'react';
import { lightIcon } from '@pwa/components/icons';
import HeartOutlinedSvg from '@ant-design/icons-svg/es/asn/HeartOutlined';
import MessageOutlinedSvg from '@ant-design/icons-svg/es/asn/MessageOutlined';
import ShareAltOutlinedSvg from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import type { BlogCardStats } from '@contract/blog';
import { blogPostPath } from '@contract/sitePaths';

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
 * A button's figure: the eye sees the icon and the number; the name, read out, says what the
 * button does to which post around that same number ('Like "…", 46 likes').
 */
function Figure({ label, value, unit }: { label: string; value: number; unit: string }) {
  // One inline run of text, so the spaces between its words count in the name.
  return (
    <span>
      <span className="visually-hidden">{label}</span> {value} <span className="visually-hidden">{unit}</span>
    </span>
  );
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
        <Figure
          label={`Like "${post.title}",`}
          value={stats.likes}
          unit={stats.likes === 1 ? 'like' : 'likes'}
        />
      </button>
      <button
        type="button"
        className="post-actions__button"
        disabled={busy === 'share'}
        onClick={() => void share()}
      >
        <ShareAltOutlined aria-hidden="true" />
        <Figure
          label={`Share "${post.title}",`}
          value={stats.shares}
          unit={stats.shares === 1 ? 'share' : 'shares'}
        />
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
        <Figure
          label={`Comments on "${post.title}",`}
          value={stats.comments}
          unit={stats.comments === 1 ? 'comment' : 'comments'}
        />
      </button>
      {commentsOpen && (
        <Suspense fallback={null}>
          <CommentsDialog post={post} onClose={() => setCommentsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
