import type { Furniture } from '@stagehouse/shared/furniture.schema';

/** A complete piece as the server answers it, owned by user 7. */
export const piece = (id: string, version: number, name = 'Sofa'): Furniture => ({
  id,
  name,
  description: null,
  price: 100,
  category: null,
  room: null,
  condition: null,
  status: 'draft',
  images: [],
  tagIds: [],
  ownerId: 7,
  propertyId: null,
  propertyAddress: null,
  propertyCity: null,
  propertyState: null,
  propertyZip: null,
  latitude: null,
  longitude: null,
  mlsNumber: null,
  soldDate: null,
  buyerInfo: null,
  version,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
