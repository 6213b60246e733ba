import { useState } from 'react';
import { lightIcon } from '@pwa/components/icons';
import CalendarOutlinedSvg from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import ClockCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatLongDate } from '@contract/dates';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { Section } from '@pwa/components/Section';
import { getQueryFn } from '@pwa/lib/api';
import { blogPostPath, paths } from '@contract/sitePaths';
import { homeCopy } from '@content/home';
import { InsightsSkeleton } from './InsightsSkeleton';
import { QueryIsland } from '@pwa/lib/QueryIsland';
import {
  BLOG_PLACEHOLDER_IMAGE,
  insightImage,
  LATEST_POSTS_STALE_TIME,
  latestPostsQueryKey,
  postsToShow,
  type BlogPostSummary,
  type LatestPostsResponse,
} from './insights';

const CalendarOutlined = lightIcon(CalendarOutlinedSvg);
const ClockCircleOutlined = lightIcon(ClockCircleOutlinedSvg);

const fetchLatestPosts = getQueryFn<LatestPostsResponse>({ on401: 'throw' });

/**
 * The posts, or null when they cannot be had. The section is optional: its failure only hides
 * it, and must not read as a failed page to the page's offline guard, which replaces the whole
 * page when a query errs for lack of a connection.
 */
async function latestPostsOrNothing(
  context: Parameters<typeof fetchLatestPosts>[0],
): Promise<LatestPostsResponse | null> {
  try {
    return await fetchLatestPosts(context);
  } catch (error) {
    console.warn(`Failed to fetch posts: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

function InsightCard({ post }: { post: BlogPostSummary }) {
  // A picture that fails to load gives way to the placeholder.
  const [imageFailed, setImageFailed] = useState(false);
  const image = imageFailed ? BLOG_PLACEHOLDER_IMAGE : insightImage(post.featuredImage);
  return (
    <article className="insight-card">
      <img
        className="insight-card__image"
        src={image}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        onError={() => setImageFailed(true)}
      />
      <div className="insight-card__body">
        <p className="insight-card__meta">
          <span>
            <CalendarOutlined aria-hidden="true" />{' '}
            <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
          </span>
          <span>
            <ClockCircleOutlined aria-hidden="true" /> {post.readingTime} min read
          </span>
        </p>
        <h3>{post.title}</h3>
        <p>{post.excerpt}</p>
        <Link className="text-link insight-card__more" to={blogPostPath(post.slug)}>
          {/* The title in the link's text, not only its label: search engines read the text. */}
          Read More <span className="visually-hidden">about {post.title}</span>
        </Link>
      </div>
    </article>
  );
}

/**
 * The three newest posts: placeholder cards while they load,
 * nothing at all on an error or when there are no posts. Loaded on its own, after the page,
 * so the data-fetching code is not part of the home page's first download.
 */
/** The section with the app's query cache around it (its own chunk brings the query code). */
export function LatestInsights() {
  return (
    <QueryIsland>
      <LatestInsightsSection />
    </QueryIsland>
  );
}

function LatestInsightsSection() {
  const { data, isPending } = useQuery({
    queryKey: latestPostsQueryKey,
    queryFn: latestPostsOrNothing,
    // Posts stay fresh for 5 minutes; a failure is asked again on the next visit.
    staleTime: (query) => (query.state.data ? LATEST_POSTS_STALE_TIME : 0),
  });
  if (isPending) return <InsightsSkeleton />;
  const posts = postsToShow(data);
  if (posts.length === 0) return null;

  const { insights } = homeCopy;
  return (
    <Section title={insights.title} intro={insights.intro}>
      <div className="card-grid">
        {posts.map((post) => (
          <InsightCard key={post.id} post={post} />
        ))}
      </div>
      <p className="section__more">
        <ButtonLink to={paths.blog} size="large">
          {insights.viewAll}
        </ButtonLink>
      </p>
    </Section>
  );
}
