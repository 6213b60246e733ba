/** The blog's categories: the site's filters and imported posts are filed under these. */
export interface BlogCategorySeed {
  name: string;
  slug: string;
  description: string;
  color: string;
}

export const blogCategories: readonly BlogCategorySeed[] = [
  {
    name: 'Saint Lucia',
    slug: 'saint-lucia',
    description: 'Island guides, festivals, hikes and where to stay under the Pitons.',
    color: '#0d9488',
  },
  {
    name: 'Central Florida',
    slug: 'central-florida',
    description: 'Theme parks, springs, the Space Coast and Orlando hotel advice.',
    color: '#f59e0b',
  },
  {
    name: 'Cruises',
    slug: 'cruises',
    description: 'Choosing a line, a cabin and a season, plus port-day planning.',
    color: '#2563eb',
  },
  {
    name: 'Group Travel',
    slug: 'group-travel',
    description: 'Reunions, retreats and celebrations that keep everyone together.',
    color: '#db2777',
  },
  {
    name: 'Business Travel',
    slug: 'business-travel',
    description: 'Conventions, expos and executive trips without the friction.',
    color: '#4f46e5',
  },
];
