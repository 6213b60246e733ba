import { brand } from '@contract/brand';
import type { ServiceSlug } from '@content/catalogue';

/** The site specification names the home card "Cruises"; the catalogue's title is the services page's. */
const highlightTitles: Partial<Record<ServiceSlug, string>> = { cruises: 'Cruises' };

/** Static copy of the home page (the site specification sections 1 and 2). */
export const homeCopy = {
  pageTitle: 'Certified Island & Group Travel Planning',
  hero: {
    banner: brand.banner,
    title: 'Island & Group Travel, Planned by Certified Experts',
    tagline: brand.tagline,
    lead: 'From Saint Lucia to Central Florida, we plan business trips, group vacations, cruises and private transfers so you can simply enjoy the journey.',
  },
  booking: {
    title: 'Search, Book or Ask an Agent',
    intro: `Search hotels and flights on our booking partner, ${brand.links.bookingSiteName}, or let an agent build the trip for you.`,
    reassurance: ['24/7 Support', 'No Hidden Fees', 'Instant Confirmation'],
  },
  services: {
    title: 'Travel Services',
    intro: 'Six ways we take the planning off your hands, each with a free checklist to get you started.',
    highlightTitles,
  },
  podcast: {
    title: 'The Island Bridge Travel Podcast',
    text: 'Destination stories, packing tips and planning advice. A new episode every Tuesday.',
  },
  store: {
    title: 'Travel Gear Store',
    text: 'Packing cubes, adapters and beach essentials we actually travel with.',
  },
  game: {
    title: 'Take a Break: Island Adventure',
    text: 'Hunt for six hidden treasures across a tropical island in our free browser game.',
    link: 'Play Island Adventure Now',
  },
} as const;
