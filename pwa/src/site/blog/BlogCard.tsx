import { lightIcon } from '@pwa/components/icons';
import CalendarOutlinedSvg from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import ClockCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { Link } from 'react-router-dom';
import type { BlogCategory, BlogPostListItem } from '@contract/blog';
import { formatLongDate } from '@contract/dates';
import { blogPostPath } from '@contract/sitePaths';
import { insightImage } from '@pwa/site/home/insights';
import { LazyImage } from './LazyImage';
import { PostActions } from './PostActions';
import { PostTags } from './PostTags';

const CalendarOutlined = lightIcon(CalendarOutlinedSvg);
const ClockCircleOutlined = lightIcon(ClockCircleOutlinedSvg);

/** A card shows three tags, then how many more. */
export const CARD_TAGS = 3;

export const UNCATEGORIZED = 'Uncategorized';

interface Props {
  post: BlogPostListItem;
  category: BlogCategory | undefined;
  /** The heading level of the card's title in its page. */
  headingLevel?: 2 | 3;
}

/** One post in a list: picture, category, title, excerpt, date, reading time, tags and actions. */
export function BlogCard({ post, category, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = post.publishedAt ?? post.createdAt;
  return (
    <article className="blog-card">
      <LazyImage
        className="blog-card__image"
        src={insightImage(post.featuredImage)}
        alt=""
        width={640}
        height={360}
      />
      <div className="blog-card__body">
        <p
          className="blog-card__category"
          // The category's colour marks the pill; its text stays dark enough to read.
          style={
            category
              ? { borderColor: category.color, ['--category-color' as string]: category.color }
              : undefined
          }
        >
          {category?.name ?? UNCATEGORIZED}
        </p>
        <Heading className="blog-card__title">
          <Link to={blogPostPath(post.slug)}>{post.title}</Link>
        </Heading>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <p className="blog-card__meta">
          <span>
            <CalendarOutlined aria-hidden="true" /> <time dateTime={date}>{formatLongDate(date)}</time>
          </span>
          <span>
            <ClockCircleOutlined aria-hidden="true" /> {post.readingTime} min read
          </span>
        </p>
        <PostTags tags={post.tags} limit={CARD_TAGS} />
        <PostActions post={post} stats={post.stats} />
      </div>
    </article>
  );
}
