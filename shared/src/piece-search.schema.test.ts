import { describe, expect, it } from 'vitest';
import { pieceSearchQuerySchema } from './piece-search.schema';

describe('pieceSearchQuerySchema', () => {
  it('reads whole dollars, a place and a page size from the query string', () => {
    expect(pieceSearchQuerySchema.parse({ q: ' sofa ', minPrice: '0', maxPrice: '800', near: '37.77,-122.42', limit: '12' })).toEqual({
      q: 'sofa',
      minPrice: 0,
      maxPrice: 800,
      near: [37.77, -122.42],
      limit: 12,
    });
  });

  it('refuses a parameter it does not name, cents, a page over 48 and a condition not offered', () => {
    for (const query of [{ colour: 'red' }, { maxPrice: '12.50' }, { limit: '49' }, { condition: 'mint' }, { company: '007' }])
      expect(pieceSearchQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
  });
});
