import type { FoundPiece } from '@stagehouse/shared/piece-search.schema';
import { describe, expect, it } from 'vitest';
import { searchOnDevice } from './device-search';

const piece = (id: string, fields: Partial<FoundPiece>): FoundPiece => ({
  id,
  name: 'Oak Chair',
  description: null,
  dimensions: null,
  price: 100,
  category: 'seating',
  room: 'Living Room',
  condition: 'good',
  status: 'pending',
  needsReview: false,
  images: [],
  tagIds: [],
  ownerId: 1,
  propertyId: 1,
  propertyAddress: '1 Elm St, Denver, CO 80205',
  propertyCity: 'Denver',
  propertyState: 'CO',
  propertyZip: '80205',
  latitude: null,
  longitude: null,
  mlsNumber: null,
  soldDate: null,
  buyerInfo: null,
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  openHouseDate: '2026-12-05',
  companyId: 1,
  companyName: 'Golden Gate Staging',
  onHold: false,
  ...fields,
});

const stored = [
  piece('a', { name: 'Velvet Sofas', price: 750 }),
  piece('b', { name: 'Linen Couch', description: 'A deep sofa', price: 1200 }),
  piece('c', { name: 'Brass Lamp', category: 'lighting', price: 90, propertyCity: 'Oakland' }),
  piece('d', { name: 'Old Sofa', openHouseDate: '2026-11-20' }),
  piece('e', { name: 'Sold Sofa', status: 'sold' }),
];

const ids = (found: FoundPiece[]) => found.map((p) => p.id);

describe('searchOnDevice', () => {
  it('finds a word or its plural at the start of any searched word, leaving out sold pieces and open houses that are over', () => {
    expect(ids(searchOnDevice(stored, { q: 'sofa' }, '2026-11-28'))).toEqual(['a', 'b']);
    expect(ids(searchOnDevice(stored, { q: 'sofas' }, '2026-11-28'))).toEqual(['a', 'b']);
    expect(ids(searchOnDevice(stored, { q: 'gold' }, '2026-11-28'))).toEqual(['a', 'b', 'c']);
  });

  it('narrows by price, category and city, and sorts as asked', () => {
    expect(ids(searchOnDevice(stored, { q: 'sofa', maxPrice: '800' }, '2026-11-28'))).toEqual(['a']);
    expect(ids(searchOnDevice(stored, { category: 'lighting' }, '2026-11-28'))).toEqual(['c']);
    expect(ids(searchOnDevice(stored, { city: 'Oakland' }, '2026-11-28'))).toEqual(['c']);
    expect(ids(searchOnDevice(stored, { sort: 'price-desc' }, '2026-11-28'))).toEqual(['b', 'a', 'c']);
  });
});
