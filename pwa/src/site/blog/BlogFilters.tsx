import { useState, type FormEvent } from 'react';
import { lightIcon } from '@pwa/components/icons';
import SearchOutlinedSvg from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useNavigate } from 'react-router-dom';
import type { BlogCategory } from '@contract/blog';
import { paths } from '@contract/sitePaths';
import { BLOG_SORT_OPTIONS, blogListHref, type BlogFilters as Filters } from './blogAddress';

const SearchOutlined = lightIcon(SearchOutlinedSvg);

interface Props {
  filters: Filters;
  categories: BlogCategory[];
  tags: string[];
}

/**
 * Search, category, tag and sort. A plain GET form on /blog, so it works before the page's
 * code has arrived; once it has, a change of a list applies at once and a search goes to the
 * address of its first page with only the filters that are set.
 */
export function BlogFilters({ filters, categories, tags }: Props) {
  const navigate = useNavigate();
  const [search, setSearch] = useState(filters.search);

  const go = (changed: Partial<Filters>) =>
    void navigate(blogListHref({ ...filters, search, ...changed, page: 1 }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({});
  };

  return (
    <form className="blog-filters" role="search" action={paths.blog} method="get" onSubmit={onSubmit}>
      <div className="blog-filters__search">
        <label className="visually-hidden" htmlFor="blog-search">
          Search posts
        </label>
        <input
          id="blog-search"
          name="search"
          type="search"
          className="lead-field__control"
          placeholder="Search posts..."
          maxLength={200}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          <SearchOutlined aria-hidden="true" /> Search
        </button>
      </div>
      <div className="blog-filters__lists">
        <label className="blog-filters__field">
          <span>Category</span>
          <select
            name="category"
            className="lead-field__control"
            value={filters.category || 'all'}
            onChange={(event) => go({ category: event.target.value })}
          >
            <option value="all">All Categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.slug}>
                {category.name} ({category.postCount})
              </option>
            ))}
          </select>
        </label>
        <label className="blog-filters__field">
          <span>Tag</span>
          <select
            name="tag"
            className="lead-field__control"
            value={filters.tag || 'all'}
            onChange={(event) => go({ tag: event.target.value })}
          >
            <option value="all">All Tags</option>
            {tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </label>
        <label className="blog-filters__field">
          <span>Sort by</span>
          <select
            name="sort"
            className="lead-field__control"
            value={filters.sort || (filters.search ? '' : 'newest')}
            onChange={(event) => go({ sort: event.target.value })}
          >
            {filters.search && <option value="">Most Relevant</option>}
            {BLOG_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </form>
  );
}
