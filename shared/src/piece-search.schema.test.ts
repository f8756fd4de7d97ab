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

  it('refuses a parameter it does not name, cents, a page over 48, a condition not offered, a day or place that does not exist', () => {
    for (const query of [
      { colour: 'red' },
      { maxPrice: '12.50' },
      { limit: '49' },
      { condition: 'mint' },
      { company: '007' },
      { company: '2147483648' },
      { from: '2026-02-30' },
      { to: '2026-13-01' },
      { near: '99,999' },
    ])
      expect(pieceSearchQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
  });
});
