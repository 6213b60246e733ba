import type { ChecklistSlug } from './catalogue.ts';

/**
 * The "Free Travel Checklists" of the services page: six plain-text files, in the order the
 * page lists them. Titles and file paths come from the catalogue's checklists.
 */
export const textChecklists: readonly ChecklistSlug[] = [
  'business-travel',
  'group-vacation',
  'cruise-vacation',
  'private-transport',
  'central-florida',
  'saint-lucia',
];
