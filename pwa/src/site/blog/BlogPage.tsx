import { ItemList } from '@pwa/components/ItemList';
import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { blogCopy } from '@pwa/site/content/blog';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** The content specification section 2, Blog list (search, filters and the post list join with the blog API). */
export function BlogPage() {
  usePageMeta(blogCopy.pageTitle, blogCopy.description);
  return (
    <>
      <PageHero eyebrow="Travel Insights" title={blogCopy.heroTitle} lead={blogCopy.heroLead} />
      <Section title="Explore by Topic">
        <ItemList variant="pill" items={blogCopy.topics} />
      </Section>
    </>
  );
}
