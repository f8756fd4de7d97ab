import { afterEach, describe, expect, it } from 'vitest';
import { piece } from '../test/piece';
import { LocalDb, type OutboxEntry } from './local-db';
import { localPhotoRef } from './local-photo-ref';

const name = `upgrade-${crypto.randomUUID()}`;

const queued = (id: string, method: OutboxEntry['method'], createdAt: string, photos: string[], body?: Record<string, unknown>) => ({
  id,
  userId: 7,
  entity: 'furniture',
  entityId: 'a1',
  method,
  url: '/api/furniture',
  body,
  photos: photos.map((photo) => ({ name: photo, type: 'image/png', blob: new Blob([photo]) })),
  label: 'change',
  createdAt,
  attempts: 0,
  nextAttemptAt: 0,
  status: 'pending',
});

/** The app's database as version 7 left it (the stores the upgrade reads), holding these rows. */
const version7 = (entries: ReturnType<typeof queued>[], listings: object[]) =>
  new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(name, 70);
    open.onupgradeneeded = () => {
      const outbox = open.result.createObjectStore('outbox', { keyPath: 'id' });
      outbox.createIndex('createdAt', 'createdAt');
      outbox.createIndex('[entity+entityId]', ['entity', 'entityId']);
      const stored = open.result.createObjectStore('listings', { keyPath: 'id' });
      stored.createIndex('ownerId', 'ownerId');
      stored.createIndex('updatedAt', 'updatedAt');
      for (const entry of entries) outbox.add(entry);
      for (const listing of listings) stored.add(listing);
    };
    open.onsuccess = () => {
      open.result.close();
      resolve();
    };
    open.onerror = () => reject(open.error);
  });

afterEach(() => new LocalDb(name).delete());

describe('the upgrade to photos kept by id', () => {
  it('names every photo queued for a listing in each of its writes from then on, and on the listing', async () => {
    await version7(
      [
        queued('create', 'POST', '2026-01-01T00:00:01.000Z', ['front.png'], { images: [] }),
        queued('edit', 'PUT', '2026-01-01T00:00:02.000Z', ['side.png'], { images: ['/api/images/seating-1.webp'] }),
        queued('remove', 'DELETE', '2026-01-01T00:00:03.000Z', []),
      ],
      [{ ...piece('a1', 0), images: ['/api/images/seating-1.webp'] }],
    );
    const db = new LocalDb(name);
    const photos = (await db.photos.toArray()).sort((a, b) => a.name.localeCompare(b.name));
    expect(photos.map((p) => [p.name, p.listingId])).toEqual([
      ['front.png', 'a1'],
      ['side.png', 'a1'],
    ]);
    const [front, side] = photos.map((p) => localPhotoRef(p.id));
    const entries = await db.outbox.orderBy('createdAt').toArray();
    expect(entries.map((e) => e.body?.images)).toEqual([[front], ['/api/images/seating-1.webp', front, side], undefined]);
    expect(entries.every((e) => !('photos' in e))).toBe(true);
    expect((await db.ownPieces.get('a1'))!.images).toEqual(['/api/images/seating-1.webp', front, side]);
    db.close();
  });
});

describe('the upgrade that names the own pieces table', () => {
  it('moves every piece a lister kept on the device, and drops the old table', async () => {
    await version7([], [piece('a1', 3), piece('b2', 1)]);
    const db = new LocalDb(name);
    expect((await db.ownPieces.toArray()).map((p) => [p.id, p.version])).toEqual([
      ['a1', 3],
      ['b2', 1],
    ]);
    expect(db.tables.map((t) => t.name)).not.toContain('listings');
    db.close();
  });
});
