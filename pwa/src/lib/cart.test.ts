import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart, clearCart, removeFromCart } from './cart';
import { LocalDb } from './local-db';

const piece = (id: string, name = 'Velvet Sofa'): Furniture => ({
  id,
  name,
  description: null,
  price: 800,
  category: 'seating',
  room: 'Living Room',
  condition: 'good',
  status: 'pending',
  images: ['/api/images/seating-1.webp'],
  ownerId: 1,
  propertyId: 1,
  propertyAddress: '1 Main St, Denver, CO 80202',
  propertyCity: 'Denver',
  propertyState: 'CO',
  propertyZip: '80202',
  latitude: 39.7,
  longitude: -104.9,
  mlsNumber: null,
  soldDate: null,
  buyerInfo: null,
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const dbs: LocalDb[] = [];
const freshDb = () => {
  const db = new LocalDb(`cart-test-${dbs.length}-${Math.random()}`);
  dbs.push(db);
  return db;
};
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

describe('furniture-cart', () => {
  it('is stored in IndexedDB under the spec name', () => {
    expect(freshDb().cart.name).toBe('furniture-cart');
  });

  it('adds a piece once and ignores a second add of the same id', async () => {
    const db = freshDb();
    expect(await addToCart(piece('a'), db)).toBe(true);
    expect(await addToCart(piece('a', 'Renamed'), db)).toBe(false);
    expect(await db.cart.count()).toBe(1);
    expect((await db.cart.get('a'))?.name).toBe('Velvet Sofa');
  });

  it('removes by id and clears all', async () => {
    const db = freshDb();
    await addToCart(piece('a'), db);
    await addToCart(piece('b'), db);
    await removeFromCart('a', db);
    expect((await db.cart.toArray()).map((i) => i.id)).toEqual(['b']);
    await clearCart(db);
    expect(await db.cart.count()).toBe(0);
  });
});
