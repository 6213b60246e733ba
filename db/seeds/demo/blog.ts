/** Demo blog: the twelve posts, their stats, a few comments, and the categories' post counts. */
import { brand } from '../../../api/contract/brand.ts';
import { readingTimeOf } from '../../../api/lib/postFields.ts';
import type { Trx } from '../../index.ts';
import { blogPosts } from './blogPosts.ts';

export { blogPosts } from './blogPosts.ts';

interface CommentSeed {
  post: string;
  authorName: string;
  authorEmail: string;
  content: string;
  status: 'approved' | 'pending' | 'rejected' | 'spam';
  /** Content of an approved reply from the agency, if any. */
  reply?: string;
}

const comments: readonly CommentSeed[] = [
  {
    post: 'first-timers-guide-to-saint-lucia',
    authorName: 'Tanya R.',
    authorEmail: 'tanya.r@example.com',
    content:
      'We did the split stay you describe last spring and it was perfect. The drive from Rodney Bay to Soufriere was a highlight on its own.',
    status: 'approved',
    reply: 'So glad you loved it, Tanya! Marigot Bay is a great lunch stop on that drive next time.',
  },
  {
    post: 'first-timers-guide-to-saint-lucia',
    authorName: 'Mike D.',
    authorEmail: 'mike.d@example.com',
    content: 'Is June really OK for weather? We can only travel in the summer.',
    status: 'pending',
  },
  {
    post: 'orlando-theme-parks-plan-around-wait-times',
    authorName: 'Laura Jenkins',
    authorEmail: 'laura.jenkins@example.com',
    content:
      'The midday break tip saved our trip with a four-year-old. We stayed until fireworks every night.',
    status: 'approved',
  },
  {
    post: 'choosing-your-first-caribbean-cruise',
    authorName: 'Ben Alvarez',
    authorEmail: 'ben.alvarez@example.com',
    content: 'Agree on the balcony. We upgraded last minute and would never go back.',
    status: 'approved',
  },
  {
    post: 'plan-a-family-reunion-trip',
    authorName: 'Rochelle M.',
    authorEmail: 'rochelle.m@example.com',
    content: 'Any tips for getting 30 people to answer a survey? Asking for a friend (me).',
    status: 'pending',
  },
  {
    post: 'hiking-gros-piton-what-to-know',
    authorName: 'cheap flights 4 u',
    authorEmail: 'promo@spam.example',
    content: 'Best deals on flights click here!!!',
    status: 'spam',
  },
];

const shareBreakdown = (shares: number) => {
  const facebook = Math.round(shares * 0.45);
  const twitter = Math.round(shares * 0.2);
  const linkedin = Math.round(shares * 0.15);
  return { facebook, twitter, linkedin, email: shares - facebook - twitter - linkedin };
};

export interface BlogSeedResult {
  posts: number;
  comments: number;
}

export async function seedBlog(trx: Trx): Promise<BlogSeedResult> {
  const categories = (await trx('blogCategories').select('id', 'slug')) as { id: string; slug: string }[];
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const postIds = new Map<string, string>();

  for (const [index, post] of blogPosts.entries()) {
    const [row] = await trx('blogPosts')
      .insert({
        title: post.title,
        slug: post.slug,
        content: post.content,
        excerpt: post.excerpt,
        featuredImage: '',
        author: brand.name,
        categoryId: categoryId.get(post.category) ?? null,
        status: 'published',
        publishedAt: post.publishedAt,
        tags: post.tags,
        seoTitle: `${post.title} | ${brand.name}`,
        seoDescription: post.seoDescription,
        readingTime: readingTimeOf(post.content),
        createdAt: post.publishedAt,
        updatedAt: post.publishedAt,
      })
      .returning('id');
    const id = (row as { id: string }).id;
    postIds.set(post.slug, id);

    // Older posts have had longer to gather readers.
    const views = 180 + (blogPosts.length - index) * 97 + (index % 3) * 41;
    const shares = Math.round(views / 25);
    const approved = comments.filter((c) => c.post === post.slug && c.status === 'approved');
    const approvedCount = approved.length + approved.filter((c) => c.reply).length;
    await trx('blogStats').insert({
      postId: id,
      views,
      likes: Math.round(views / 9),
      shares,
      comments: approvedCount,
      averageRating: 4 + ((index * 7) % 10) / 10,
      totalRatings: 5 + (index % 4) * 3,
      uniqueVisitors: Math.round(views * 0.78),
      shareBreakdown: shareBreakdown(shares),
      lastViewed: trx.raw(`now() - make_interval(hours => ?)`, [index + 1]),
    });
  }

  let commentCount = 0;
  for (const comment of comments) {
    const postId = postIds.get(comment.post)!;
    const [parent] = await trx('blogComments')
      .insert({
        postId,
        authorName: comment.authorName,
        authorEmail: comment.authorEmail,
        content: comment.content,
        status: comment.status,
        ipAddress: '203.0.113.24',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
        isReply: false,
        replyCount: comment.reply ? 1 : 0,
      })
      .returning('id');
    commentCount += 1;
    if (comment.reply) {
      await trx('blogComments').insert({
        postId,
        parentId: (parent as { id: string }).id,
        authorName: brand.name,
        authorEmail: brand.email,
        content: comment.reply,
        status: 'approved',
        isReply: true,
      });
      commentCount += 1;
    }
  }

  // Cached published-post count per category.
  await trx('blogCategories').update({
    postCount: trx('blogPosts')
      .count('*')
      .where('blogPosts.categoryId', trx.ref('blogCategories.id'))
      .andWhere('blogPosts.status', 'published'),
    updatedAt: trx.fn.now(),
  });

  return { posts: blogPosts.length, comments: commentCount };
}
