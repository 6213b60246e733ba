import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Tag } from 'antd';
import type { WrittenBlogPost, WrittenPodcastEpisode } from '@contract/blogPublishing';
import { isNetworkError, useIsOnline } from '@pwa/components/OfflinePage';
import { errorMessage } from '@pwa/lib/errorMessage';
import { ScrollableTable } from '../shared/ScrollableTable';
import { useWrittenEpisodes, useWrittenPosts } from './api';
import { EpisodeEditor } from './EpisodeEditor';
import { shortDate } from './format';
import { PostEditor } from './PostEditor';
import './publishing.css';

/** What is being edited: nothing, a new record (null) or one of the list. */
type Editing<T> = { record: T | null } | undefined;

const STATUS_COLORS: Record<WrittenBlogPost['status'], string> = {
  published: 'green',
  draft: 'default',
  archived: 'orange',
};

const STATUS_LABELS: Record<WrittenBlogPost['status'], string> = {
  published: 'Published',
  draft: 'Draft',
  archived: 'Archived',
};

/** A published post dated later is scheduled: visitors see it from its date. */
function statusOf(post: WrittenBlogPost): { label: string; color: string } {
  if (post.status === 'published' && post.publishedAt && Date.parse(post.publishedAt) > Date.now())
    return { label: 'Scheduled', color: 'blue' };
  return { label: STATUS_LABELS[post.status], color: STATUS_COLORS[post.status] };
}

/** A list that could not load: offline says so, anything else shows the server's words. */
function LoadFailure({ error, what }: { error: unknown; what: string }) {
  return (
    <p role="alert">
      {isNetworkError(error)
        ? `The ${what} load when you are online.`
        : errorMessage(error, `The ${what} could not be loaded.`)}
    </p>
  );
}

function PostsPanel() {
  const posts = useWrittenPosts();
  const online = useIsOnline();
  const [editing, setEditing] = useState<Editing<WrittenBlogPost>>();
  return (
    <section aria-labelledby="publishing-posts-title" className="office__panel">
      <div className="publishing__head">
        <h2 id="publishing-posts-title">Blog posts</h2>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={!online}
          onClick={() => setEditing({ record: null })}
        >
          New Post
        </Button>
      </div>
      {posts.isError ? (
        <LoadFailure error={posts.error} what="posts" />
      ) : (
        <ScrollableTable<WrittenBlogPost>
          label="Blog posts table"
          rowKey="id"
          size="middle"
          loading={posts.isPending}
          dataSource={posts.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: true }}
          locale={{ emptyText: 'No posts yet. Write the first one with New Post.' }}
          columns={[
            { title: 'Title', dataIndex: 'title', key: 'title' },
            {
              title: 'Status',
              key: 'status',
              render: (_, post) => {
                const { label, color } = statusOf(post);
                return <Tag color={color}>{label}</Tag>;
              },
            },
            {
              title: 'Date',
              key: 'date',
              render: (_, post) => shortDate(post.publishedAt ?? post.createdAt),
            },
            { title: 'Category', key: 'category', render: (_, post) => post.categoryName ?? 'Uncategorized' },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, post) => (
                <Button
                  size="small"
                  disabled={!online}
                  aria-label={`Edit ${post.title}`}
                  onClick={() => setEditing({ record: post })}
                >
                  Edit
                </Button>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <PostEditor
          key={editing.record?.id ?? 'new'}
          post={editing.record}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}

function EpisodesPanel() {
  const episodes = useWrittenEpisodes();
  const online = useIsOnline();
  const [editing, setEditing] = useState<Editing<WrittenPodcastEpisode>>();
  return (
    <section aria-labelledby="publishing-podcast-title" className="office__panel">
      <div className="publishing__head">
        <h2 id="publishing-podcast-title">Podcast episodes</h2>
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={!online}
          onClick={() => setEditing({ record: null })}
        >
          New Episode
        </Button>
      </div>
      {episodes.isError ? (
        <LoadFailure error={episodes.error} what="episodes" />
      ) : (
        <ScrollableTable<WrittenPodcastEpisode>
          label="Podcast episodes table"
          rowKey="id"
          size="middle"
          loading={episodes.isPending}
          dataSource={episodes.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: true }}
          locale={{ emptyText: 'No episodes yet. Add one with New Episode.' }}
          columns={[
            { title: 'Title', dataIndex: 'title', key: 'title' },
            {
              title: 'Episode',
              key: 'number',
              render: (_, episode) =>
                [
                  episode.seasonNumber && `S${episode.seasonNumber}`,
                  episode.episodeNumber && `E${episode.episodeNumber}`,
                ]
                  .filter(Boolean)
                  .join(' ') || '—',
            },
            {
              title: 'Status',
              key: 'status',
              render: (_, episode) =>
                episode.isPublished ? <Tag color="green">Published</Tag> : <Tag>Draft</Tag>,
            },
            {
              title: 'Date',
              key: 'date',
              render: (_, episode) => shortDate(episode.publishedAt ?? episode.createdAt),
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, episode) => (
                <Button
                  size="small"
                  disabled={!online}
                  aria-label={`Edit episode ${episode.title}`}
                  onClick={() => setEditing({ record: episode })}
                >
                  Edit
                </Button>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <EpisodeEditor
          key={editing.record?.id ?? 'new'}
          episode={editing.record}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}

/**
 * Writing blog posts and podcast episodes, for admins. These live on the server only, so the tab
 * says plainly when the device is offline instead of failing; an editor already open keeps what
 * was typed until the connection returns.
 */
export function PublishingTab() {
  const online = useIsOnline();
  return (
    <div className="publishing">
      {!online && (
        <Alert
          type="warning"
          showIcon
          className="office__notice-bar"
          title="You are offline. Writing the blog and the podcast needs a connection: posts and episodes can be saved once you are back online."
        />
      )}
      <PostsPanel />
      <EpisodesPanel />
    </div>
  );
}
