import { Link } from 'react-router-dom';
import { blogListHref } from './blogAddress';

interface Props {
  tags: string[];
  /** How many to show before "+N more"; all when not given. */
  limit?: number;
}

/** A post's tags, each leading to the posts that share it. */
export function PostTags({ tags, limit = tags.length }: Props) {
  if (tags.length === 0) return null;
  const more = tags.length - limit;
  return (
    <ul className="blog-tags" aria-label="Tags">
      {tags.slice(0, limit).map((tag) => (
        <li key={tag}>
          <Link className="blog-tag" to={blogListHref({ tag })}>
            {`#${tag}`}
          </Link>
        </li>
      ))}
      {more > 0 && (
        <li className="blog-tag blog-tag--more" aria-label={`${more} more tags`}>
          {`+${more} more`}
        </li>
      )}
    </ul>
  );
}
