/** What the home page is made of besides its copy: the podcast's latest episode. */
import type { PodcastEpisode } from '@contract/podcast';
import type { PageData, PageDataRequest } from '@pwa/site/pageData';

export interface HomePageData {
  latestEpisode: PodcastEpisode | null;
}

export async function loadHome({ site }: PageDataRequest): Promise<PageData<HomePageData>> {
  // The episode is an extra: the home page is whole without it.
  const latestEpisode = await site.latestEpisode().catch((error: unknown) => {
    console.warn('Failed to load the latest podcast episode', error);
    return null;
  });
  return { status: 200, data: { latestEpisode } };
}
