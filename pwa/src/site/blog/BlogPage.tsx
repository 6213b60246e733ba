import { Link, useLocation } from 'react-router-dom';
import { BLOG_PAGE_SIZE } from '@contract/blog';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { PageHero } from '@pwa/components/PageHero';
import { blogCopy } from '@content/blog';
import { paths } from '@contract/sitePaths';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { usePageData } from '@pwa/site/pageData';
import '@pwa/site/forms/forms.css';
import { BlogCard } from './BlogCard';
import { BlogFilters } from './BlogFilters';
import {
  blogFiltersOf,
  blogListHref,
  hasFilters,
  pageButtons,
  type BlogFilters as Filters,
} from './blogAddress';
import type { BlogListPageData } from './blogPageData';
import './blog.css';

export const EMPTY_TEXT = 'No blog posts found matching your criteria.';
export const FAILURE_TEXT = 'Unable to load blog posts at this time';

/**
 * The blog list: the hero, search and
 * filters, the post cards and the pages. Rendered by the server with its posts; every filter
 * and page is an address, so a search can be shared and the back button walks back through it.
 */
export function BlogPage() {
  usePageMeta(blogCopy.pageTitle, blogCopy.description, {
    breadcrumbs: [{ name: 'Blog', path: paths.blog }],
  });
  const location = useLocation();
  const filters = blogFiltersOf(new URLSearchParams(location.search));
  const page = usePageData<BlogListPageData>();
  const data = page?.data;

  return (
    <>
      <PageHero eyebrow="Travel Insights" title={blogCopy.heroTitle} lead={blogCopy.heroLead} />
      <section className="section" aria-labelledby="blog-posts-title">
        <div className="container">
          <h2 id="blog-posts-title" className="visually-hidden">
            Blog posts
          </h2>
          {data && <BlogFilters filters={filters} categories={data.categories} tags={data.tags} />}
          {data && !data.list && <LoadFailure />}
          {data?.list && <PostList list={data.list} categories={data.categories} filters={filters} />}
        </div>
      </section>
    </>
  );
}

function LoadFailure() {
  return (
    <div className="blog-state" role="alert">
      <p>{FAILURE_TEXT}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </div>
  );
}

function PostList({
  list,
  categories,
  filters,
}: {
  list: NonNullable<BlogListPageData['list']>;
  categories: BlogListPageData['categories'];
  filters: Filters;
}) {
  if (list.posts.length === 0) {
    return (
      <div className="blog-state">
        <p>{EMPTY_TEXT}</p>
        {hasFilters(filters) || filters.page > 1 ? (
          <ButtonLink to={blogListHref({})} type="primary">
            Clear Filters
          </ButtonLink>
        ) : null}
      </div>
    );
  }
  const lastPage = Math.max(1, Math.ceil(list.total / BLOG_PAGE_SIZE));
  const first = (filters.page - 1) * BLOG_PAGE_SIZE + 1;
  const byId = new Map(categories.map((category) => [category.id, category]));
  return (
    <>
      <p className="blog-summary" role="status">
        {`Showing ${first}–${first + list.posts.length - 1} of ${list.total} ${list.total === 1 ? 'post' : 'posts'}`}
        {filters.search && ` for “${filters.search}”`}
      </p>
      <div className="card-grid">
        {list.posts.map((post) => (
          <BlogCard
            key={post.id}
            post={post}
            category={post.categoryId ? byId.get(post.categoryId) : undefined}
          />
        ))}
      </div>
      {lastPage > 1 && <Pagination filters={filters} lastPage={lastPage} />}
    </>
  );
}

function Pagination({ filters, lastPage }: { filters: Filters; lastPage: number }) {
  const current = Math.min(filters.page, lastPage);
  const href = (page: number) => blogListHref({ ...filters, page });
  return (
    <nav className="blog-pages" aria-label="Blog pages">
      {current > 1 && (
        <Link className="blog-pages__step" to={href(current - 1)} rel="prev">
          Previous
        </Link>
      )}
      <ol>
        {pageButtons(current, lastPage).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="blog-pages__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                className="blog-pages__page"
                to={href(entry)}
                aria-current={entry === current ? 'page' : undefined}
                aria-label={`Page ${entry}`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < lastPage && (
        <Link className="blog-pages__step" to={href(current + 1)} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
