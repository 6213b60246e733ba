import { useEffect } from 'react';
import { lightIcon } from '@pwa/components/icons';
import ArrowLeftOutlinedSvg from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import CalendarOutlinedSvg from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import ClockCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import UserOutlinedSvg from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Link } from 'react-router-dom';
import { formatLongDate } from '@contract/dates';
import { NotFoundNotice } from '@pwa/components/NotFoundNotice';
import { blogPostPath, paths } from '@contract/sitePaths';
import { blogPostingJsonLd } from '@pwa/lib/structuredData';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { BlogCard, UNCATEGORIZED } from '@pwa/site/blog/BlogCard';
import { blogListHref } from '@pwa/site/blog/blogAddress';
import type { BlogPostPageData } from '@pwa/site/blog/blogPageData';
import { PostActions } from '@pwa/site/blog/PostActions';
import { PostTags } from '@pwa/site/blog/PostTags';
import { usePageData } from '@pwa/site/pageData';
import { BLOG_PLACEHOLDER_IMAGE, insightImage } from '@pwa/site/home/insights';
import '@pwa/site/blog/blog.css';

const ArrowLeftOutlined = lightIcon(ArrowLeftOutlinedSvg);
const CalendarOutlined = lightIcon(CalendarOutlinedSvg);
const ClockCircleOutlined = lightIcon(ClockCircleOutlinedSvg);
const UserOutlined = lightIcon(UserOutlinedSvg);

export const POST_NOT_FOUND_TITLE = 'Blog Post Not Found';

function BackToBlog() {
  return (
    <Link className="text-link" to={paths.blog}>
      <ArrowLeftOutlined aria-hidden="true" /> View All Blog Posts
    </Link>
  );
}

/** A post's page: the article, its figures and actions, related posts, and the way back to the list. */
export function BlogPostPage() {
  const page = usePageData<BlogPostPageData>();
  const post = page?.data.post;
  if (!post) return <MissingPost />;
  return <Article data={page.data as BlogPostPageData & { post: NonNullable<BlogPostPageData['post']> }} />;
}

function MissingPost() {
  usePageMeta(POST_NOT_FOUND_TITLE);
  return (
    <NotFoundNotice
      title={POST_NOT_FOUND_TITLE}
      text="This post has moved or is no longer published. The blog has many more to read."
      linkLabel="Return Home"
    />
  );
}

function Article({
  data: { post, stats, category, related, categories },
}: {
  data: BlogPostPageData & { post: NonNullable<BlogPostPageData['post']> };
}) {
  const date = post.publishedAt ?? post.createdAt;
  const image = insightImage(post.featuredImage);
  // A video page or no address at all is no picture: the article then shares the site's image.
  const ownImage = image === BLOG_PLACEHOLDER_IMAGE ? undefined : image;
  usePageMeta(post.seoTitle || post.title, post.seoDescription || post.excerpt, {
    type: 'article',
    image: ownImage,
    jsonLd: (origin) => [
      blogPostingJsonLd(
        { ...post, featuredImage: ownImage ?? null },
        new URL(blogPostPath(post.slug), origin).toString(),
        origin,
        category?.name,
      ),
    ],
    breadcrumbs: [
      { name: 'Blog', path: paths.blog },
      { name: post.title, path: blogPostPath(post.slug) },
    ],
  });

  useEffect(() => {
    // Once per visit of the post; the call's module comes after the page is shown.
    void import('@pwa/site/blog/blogInteractions').then(({ recordView }) => recordView(post.id));
  }, [post.id]);

  return (
    <>
      <article className="blog-article" aria-labelledby="blog-article-title">
        <header className="blog-article__header">
          <div className="container container--narrow">
            <p>
              <BackToBlog />
            </p>
            <p
              className="blog-card__category"
              style={
                category
                  ? { borderColor: category.color, ['--category-color' as string]: category.color }
                  : undefined
              }
            >
              {category ? (
                <Link to={blogListHref({ category: category.slug })}>{category.name}</Link>
              ) : (
                UNCATEGORIZED
              )}
            </p>
            <h1 id="blog-article-title">{post.title}</h1>
            <p className="blog-article__meta">
              <span>
                <UserOutlined aria-hidden="true" /> {post.author}
              </span>
              <span>
                <CalendarOutlined aria-hidden="true" /> <time dateTime={date}>{formatLongDate(date)}</time>
              </span>
              <span>
                <ClockCircleOutlined aria-hidden="true" /> {post.readingTime} min read
              </span>
            </p>
          </div>
        </header>
        <div className="container container--narrow">
          {image !== BLOG_PLACEHOLDER_IMAGE && (
            // The first thing a reader sees: loaded at once, not lazily.
            <img
              className="blog-article__image"
              src={image}
              alt=""
              width={1200}
              height={675}
              fetchPriority="high"
            />
          )}
          <div
            className="prose blog-article__content"
            // Sanitised on the server when stored and again when read (api/lib/postHtml.ts).
            dangerouslySetInnerHTML={{ __html: post.content }}
          />
          {post.originalLink && (
            <p>
              <a className="text-link" href={post.originalLink} target="_blank" rel="noopener noreferrer">
                Read the original article<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          )}
          <PostTags tags={post.tags} />
          <PostActions post={post} stats={stats} />
        </div>
      </article>
      {related.length > 0 && (
        <section className="section section--alt" aria-labelledby="related-posts-title">
          <div className="container">
            <h2 id="related-posts-title" className="section__title">
              Related Posts
            </h2>
            <div className="card-grid">
              {related.map((item) => (
                <BlogCard
                  key={item.id}
                  post={item}
                  category={categories.find((entry) => entry.id === item.categoryId)}
                  headingLevel={3}
                />
              ))}
            </div>
          </div>
        </section>
      )}
      <section className="section">
        <div className="container container--narrow">
          <BackToBlog />
        </div>
      </section>
    </>
  );
}
