import type { Piece } from './piece.schema';

/** The fields a piece fills when it is placed at a listed house or sold: empty until then. */
export const noPlaceOrSale = {
  propertyAddress: null,
  propertyCity: null,
  propertyState: null,
  propertyZip: null,
  latitude: null,
  longitude: null,
  mlsNumber: null,
  soldDate: null,
  buyerInfo: null,
} as const;

/** A draft with nothing filled in yet, as a lister's device first stores a new piece. */
export function newPiece(id: string, ownerId: number, now: string): Piece {
  return {
    id,
    name: '',
    description: null,
    dimensions: null,
    price: 0,
    category: null,
    room: null,
    condition: null,
    status: 'draft',
    needsReview: false,
    images: [],
    tagIds: [],
    ownerId,
    propertyId: null,
    ...noPlaceOrSale,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}
