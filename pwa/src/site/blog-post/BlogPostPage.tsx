import { lightIcon } from '@pwa/components/icons';
import ArrowLeftOutlinedSvg from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { Link, useParams } from 'react-router-dom';
import { PageHero } from '@pwa/components/PageHero';
import { paths } from '@pwa/lib/paths';
import { usePageMeta } from '@pwa/lib/usePageMeta';

const ArrowLeftOutlined = lightIcon(ArrowLeftOutlinedSvg);

/** "saint-lucia-on-a-budget" -> "Saint Lucia On A Budget", until the post itself is loaded. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The content specification section 2, Post page: its layout is open; it always leads back to the list. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const title = titleFromSlug(slug) || 'Travel Blog';
  usePageMeta(title);
  return (
    <>
      <PageHero eyebrow="Travel Blog" title={title} />
      <section className="section">
        <div className="container prose">
          <p>
            <Link className="text-link" to={paths.blog}>
              <ArrowLeftOutlined aria-hidden="true" /> View All Blog Posts
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
