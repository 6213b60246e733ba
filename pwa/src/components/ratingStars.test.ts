import { describe, expect, it } from 'vitest';
import { ratingStars } from './ratingStars';

describe('ratingStars', () => {
  it('draws five stars, as many filled as the rating, and never more or fewer', () => {
    expect(ratingStars(4)).toBe('★★★★☆');
    expect(ratingStars(5)).toBe('★★★★★');
    expect(ratingStars(9)).toBe('★★★★★');
    expect(ratingStars(-1)).toBe('☆☆☆☆☆');
  });
});
