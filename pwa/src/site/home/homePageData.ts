/** What the home page is made of besides its copy: the podcast's latest episode and the newest testimonials. */
import type { PodcastEpisode } from '@contract/podcast';
import type { PageData } from '@contract/renderedPage';
import type { PageDataRequest } from '@pwa/site/pageData';
import { shownTestimonials, type TestimonialsPageData } from '@pwa/site/testimonials/testimonialsPageData';

export interface HomePageData extends TestimonialsPageData {
  latestEpisode: PodcastEpisode | null;
}

export async function loadHome({ site }: PageDataRequest): Promise<PageData<HomePageData>> {
  // The episode is an extra: the home page is whole without it.
  const [latestEpisode, testimonials] = await Promise.all([
    site.latestEpisode().catch((error: unknown) => {
      console.warn('Failed to load the latest podcast episode', error);
      return null;
    }),
    shownTestimonials(site),
  ]);
  return { status: 200, data: { latestEpisode, testimonials } };
}
