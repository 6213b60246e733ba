import { homeHighlights } from '@content/services';
import { homeCopy } from '@content/home';

/** The six service cards of the home page, with their own titles. */
export const homeServiceCards = homeHighlights.map((service) => ({
  ...service,
  title: homeCopy.services.highlightTitles[service.slug] ?? service.title,
}));
