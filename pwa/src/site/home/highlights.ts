import { homeHighlights } from '@content/services';
import { homeCopy } from '@content/home';

/** The six service cards of the home page (the site specification section 2), titled as the specification names them. */
export const homeServiceCards = homeHighlights.map((service) => ({
  ...service,
  title: homeCopy.services.highlightTitles[service.slug] ?? service.title,
}));
