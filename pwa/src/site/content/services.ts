import type { ChecklistSlug } from '@content/catalogue';

/**
 * The "Free Travel Checklists" of the services page: the site specification's six plain-text files, in its
 * order. Titles come from the catalogue's checklists; `file` names the file under
 * public/checklists where the catalogue gives the checklist no staticPath.
 */
export const textChecklists: ReadonlyArray<{ slug: ChecklistSlug; file?: string }> = [
  { slug: 'business-travel', file: '/checklists/business-travel-checklist.txt' },
  { slug: 'group-vacation', file: '/checklists/group-vacation-checklist.txt' },
  { slug: 'cruise-vacation', file: '/checklists/cruise-checklist.txt' },
  { slug: 'private-transport' },
  { slug: 'central-florida' },
  { slug: 'saint-lucia' },
];
