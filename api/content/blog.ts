/** Blog list: title (brand suffix added by usePageMeta), description, hero. */
export const blogCopy = {
  pageTitle: 'Travel Blog - Latest Tips & Destination Guides',
  description:
    'Travel tips, destination guides and planning advice for Saint Lucia, Central Florida, cruises and group trips.',
  heroTitle: 'Blog & NEWS UPDATES',
  heroLead: 'Destination guides, packing tips and the latest travel news from our certified agents.',
  topics: ['Saint Lucia', 'Central Florida', 'Cruises', 'Group Travel', 'Business Travel', 'Travel Tips'],
} as const;
