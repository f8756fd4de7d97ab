import { describe, expect, it } from 'vitest';
import { isInPriceBucket, priceBuckets } from './price-buckets';

describe('price buckets', () => {
  it('has the four spec buckets', () => {
    expect(priceBuckets.map((b) => b.label)).toEqual(['Under $500', '$500 - $1,000', '$1,000 - $2,500', 'Over $2,500']);
  });

  it('includes both bounds, so 1,000 is in two buckets', () => {
    expect(isInPriceBucket(1000, '500-1000')).toBe(true);
    expect(isInPriceBucket(1000, '1000-2500')).toBe(true);
    expect(isInPriceBucket(499, 'under-500')).toBe(true);
    expect(isInPriceBucket(2501, '1000-2500')).toBe(false);
    expect(isInPriceBucket(99999, 'over-2500')).toBe(true);
    expect(isInPriceBucket(10, 'nope')).toBe(false);
  });
});
