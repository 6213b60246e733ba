/**
 * Rows the product needs in every database, demo or production. Idempotent: run it on every
 * start; existing rows (matched by their unique key) are left as they are, so edits survive.
 */
import type { Queryable } from '../../index.ts';
import { blogCategories } from './blogCategories.ts';

export { blogCategories } from './blogCategories.ts';

export interface RequiredSeedResult {
  /** Categories inserted by this call (0 when they all existed). */
  blogCategoriesInserted: number;
}

export async function seedRequired(db: Queryable): Promise<RequiredSeedResult> {
  const inserted = await db('blog_categories')
    .insert(blogCategories.map((category) => ({ ...category, isActive: true })))
    .onConflict()
    .ignore()
    .returning('id');
  return { blogCategoriesInserted: inserted.length };
}
