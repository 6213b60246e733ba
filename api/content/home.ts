import { brand } from '../contract/brand.ts';
import type { ServiceSlug } from './catalogue.ts';

/** The home card reads "Cruises"; the catalogue's title is the services page's. */
const highlightTitles: Partial<Record<ServiceSlug, string>> = { cruises: 'Cruises' };

/** Static copy of the home page. */
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
  insights: {
    title: 'Latest Travel Insights',
    intro: 'Destination guides, packing tips and planning advice from our certified agents.',
    viewAll: 'View All Blog Posts',
  },
  partners: {
    title: 'Our Travel Partners',
    intro: 'Resorts, cruise lines, rentals, excursions and theme parks we book with confidence.',
  },
  extras: {
    title: 'Listen & Shop',
  },
  podcast: {
    title: 'The Island Bridge Travel Podcast',
    schedule: 'Weekly · New episode every Tuesday',
    text: 'Destination stories, packing tips and planning advice from the agents who plan these trips every day.',
    link: 'Listen to the Podcast',
  },
  store: {
    title: 'Travel Gear Store',
    text: 'Packing cubes, adapters and beach essentials we actually travel with, on our storefront.',
    link: 'Visit the Store',
  },
  game: {
    eyebrow: 'Free Browser Game',
    title: 'Island Adventure: Hunt for Hidden Treasure',
    text: 'Six treasures are buried across a tropical island. Click or use the arrow keys to search, and see how few tries you need to find them all.',
    link: 'Play Island Adventure Now',
  },
} as const;

/** How a partner card is drawn; the page maps each to a glyph (content stays free of JSX). */
export type PartnerIcon = 'resort' | 'cruise' | 'rental' | 'excursion' | 'theme-park' | 'coming-soon';

export interface Partner {
  name: string;
  /** What kind of partner it is, shown under the name. */
  category: string;
  icon: PartnerIcon;
  /** The card's badge colour; dark enough for a white glyph. */
  colour: string;
  /** Null for the placeholder: a card, not a link. */
  url: string | null;
}

const { partners: partnerLinks } = brand.links;

/** The partners grid of the home page: ten external links, then one place not yet taken. */
export const homePartners: readonly Partner[] = [
  {
    name: 'Sandals Resorts',
    category: 'All-inclusive resorts',
    icon: 'resort',
    colour: '#1d4ed8',
    url: partnerLinks.sandals,
  },
  {
    name: 'Beaches Resorts',
    category: 'Family resorts',
    icon: 'resort',
    colour: '#0369a1',
    url: partnerLinks.beaches,
  },
  {
    name: 'Royal Caribbean',
    category: 'Cruise line',
    icon: 'cruise',
    colour: '#1e3a8a',
    url: partnerLinks.royalCaribbean,
  },
  {
    name: 'Carnival Cruise Line',
    category: 'Cruise line',
    icon: 'cruise',
    colour: '#b91c1c',
    url: partnerLinks.carnival,
  },
  {
    name: 'Norwegian Cruise Line',
    category: 'Cruise line',
    icon: 'cruise',
    colour: '#075985',
    url: partnerLinks.norwegian,
  },
  { name: 'Vrbo', category: 'Vacation rentals', icon: 'rental', colour: '#1e40af', url: partnerLinks.vrbo },
  {
    name: 'Shore Excursions Group',
    category: 'Shore excursions',
    icon: 'excursion',
    colour: '#047857',
    url: partnerLinks.shoreExcursionsGroup,
  },
  {
    name: 'Viator',
    category: 'Tours & excursions',
    icon: 'excursion',
    colour: '#0f766e',
    url: partnerLinks.viator,
  },
  {
    name: 'Walt Disney World',
    category: 'Theme-park vacations',
    icon: 'theme-park',
    colour: '#6d28d9',
    url: partnerLinks.waltDisneyWorld,
  },
  {
    name: 'Universal Orlando Resort',
    category: 'Theme-park vacations',
    icon: 'theme-park',
    colour: '#334155',
    url: partnerLinks.universalOrlando,
  },
  { name: 'Your Next Partner', category: 'Coming soon', icon: 'coming-soon', colour: '#64748b', url: null },
];
