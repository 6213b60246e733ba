/** Most stars a rating has (the testimonials' 1 to 5). */
const MAX_STARS = 5;

/**
 * A rating's stars as text for the eye ("★★★★☆"); next to it the page says "Rated 4 out of 5"
 * to a screen reader. Shared by the public pages and the office, without the contract's schemas.
 */
export function ratingStars(rating: number): string {
  const full = Math.max(0, Math.min(MAX_STARS, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(MAX_STARS - full);
}
