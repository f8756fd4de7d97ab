export interface PriceBucket {
  id: string;
  label: string;
  min: number;
  max: number;
}

/** Bounds are inclusive on both sides, so 500, 1,000 and 2,500 each fall in two buckets. */
export const priceBuckets: readonly PriceBucket[] = [
  { id: 'under-500', label: 'Under $500', min: 0, max: 500 },
  { id: '500-1000', label: '$500 - $1,000', min: 500, max: 1000 },
  { id: '1000-2500', label: '$1,000 - $2,500', min: 1000, max: 2500 },
  { id: 'over-2500', label: 'Over $2,500', min: 2500, max: Number.POSITIVE_INFINITY },
];

export function isInPriceBucket(price: number, bucketId: string): boolean {
  const bucket = priceBuckets.find((b) => b.id === bucketId);
  return bucket !== undefined && price >= bucket.min && price <= bucket.max;
}
