/**
 * Writing the blog in the Agent Office, for admins: every post with its Markdown source, a new
 * post, an edit, and a preview of Markdown as it would be stored (the same sanitised HTML, so
 * the browser shows the server's HTML and needs no sanitiser of its own).
 */
import {
  BlogPostChanges,
  BlogPostDraft,
  BlogPreviewInput,
  publishingMessages,
  type BlogPreview,
  type WrittenBlogPostList,
  type WrittenBlogPostSaved,
} from '@contract/blogPublishing.ts';
import { blogPostCreator, blogPostUpdater, postBodyOfMarkdown } from '../../commands/blogPublishing.ts';
import { adminOnly } from '../../middlewares/auth.ts';
import { tellBlogChanged } from '../../middlewares/blogChanged.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import { listWrittenPosts } from '../../queries/blogPublishing.ts';
import { apiRouter } from '../router.ts';
import { successBody } from '../envelopes.ts';

export const blogPublishingRouter = apiRouter();

const admin = adminOnly;
const postId = uuidParam(publishingMessages.postNotFound);

blogPublishingRouter.get('/api/blog/admin/posts', admin, async (ctx) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { posts: await listWrittenPosts(ctx.db) } satisfies WrittenBlogPostList;
});

blogPublishingRouter.post(
  '/api/blog/posts',
  admin,
  validate({ body: BlogPostDraft }),
  tellBlogChanged(),
  transaction(),
  async (ctx) => {
    const post = await blogPostCreator({ trx: ctx.state.trx, actor: ctx.state.user, input: ctx.state.body });
    ctx.status = 201;
    ctx.body = successBody({ data: post }) satisfies WrittenBlogPostSaved;
  },
);

blogPublishingRouter.patch(
  '/api/blog/posts/:id',
  admin,
  postId,
  validate({ body: BlogPostChanges }),
  tellBlogChanged(),
  transaction(),
  async (ctx) => {
    const post = await blogPostUpdater({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: { id: ctx.params.id, changes: ctx.state.body },
    });
    ctx.body = successBody({ data: post }) satisfies WrittenBlogPostSaved;
  },
);

blogPublishingRouter.post('/api/blog/preview', admin, validate({ body: BlogPreviewInput }), (ctx) => {
  const { content, excerpt, readingTime } = postBodyOfMarkdown(ctx.state.body.markdown);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { html: content, excerpt, readingTime } satisfies BlogPreview;
});
