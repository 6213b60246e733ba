/** What a page that shows testimonials loads as the server renders it: the newest approved ones. */
import { PUBLIC_TESTIMONIALS_SHOWN, type PublicTestimonial } from '@contract/testimonialOptions';
import type { PageData, SiteData } from '@contract/renderedPage';
import type { PageDataRequest } from '@pwa/site/pageData';

export interface TestimonialsPageData {
  testimonials: PublicTestimonial[];
}

/** The testimonials a page shows; none when they cannot be read, since the page is whole without them. */
export async function shownTestimonials(site: SiteData): Promise<PublicTestimonial[]> {
  if (!site.approvedTestimonials) return [];
  return site.approvedTestimonials(PUBLIC_TESTIMONIALS_SHOWN).catch((error: unknown) => {
    console.warn('Failed to load the testimonials', error);
    return [];
  });
}

/** The loader of the service pages: their copy is static, their testimonials are not. */
export async function loadTestimonials({ site }: PageDataRequest): Promise<PageData<TestimonialsPageData>> {
  return { status: 200, data: { testimonials: await shownTestimonials(site) } };
}
