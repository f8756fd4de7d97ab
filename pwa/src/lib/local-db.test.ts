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

/** The app's database at this version of its schema, with the stores an upgrade from it reads, made and filled by fill. */
const atVersion = (version: number, fill: (db: IDBDatabase) => void) =>
  new Promise<void>((resolve, reject) => {
    // Dexie's version 7 is IndexedDB's 70.
    const open = indexedDB.open(name, version * 10);
    open.onupgradeneeded = () => fill(open.result);
    open.onsuccess = () => {
      open.result.close();
      resolve();
    };
    open.onerror = () => reject(open.error);
  });

/** The app's database as version 7 left it, holding these queued writes and own pieces (then in the table named listings). */
const version7 = (entries: ReturnType<typeof queued>[], pieces: object[]) =>
  atVersion(7, (db) => {
    const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
    outbox.createIndex('createdAt', 'createdAt');
    outbox.createIndex('[entity+entityId]', ['entity', 'entityId']);
    const stored = db.createObjectStore('listings', { keyPath: 'id' });
    stored.createIndex('ownerId', 'ownerId');
    stored.createIndex('updatedAt', 'updatedAt');
    for (const entry of entries) outbox.add(entry);
    for (const piece of pieces) stored.add(piece);
  });

/** The app's database as version 11 left it, holding these kept photos, each naming its piece as listingId. */
const version11 = (photos: object[]) =>
  atVersion(11, (db) => {
    const stored = db.createObjectStore('photos', { keyPath: 'id' });
    stored.createIndex('listingId', 'listingId');
    for (const photo of photos) stored.add(photo);
  });

afterEach(() => new LocalDb(name).delete());

describe('the upgrade to photos kept by id', () => {
  it('names every photo queued for a piece in each of its writes from then on, and on the piece', async () => {
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
    expect(photos.map((p) => [p.name, p.pieceId])).toEqual([
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

describe('the upgrade that names the piece of a kept photo', () => {
  it('moves listingId to pieceId, by which the photos of a piece or a kept form are found', async () => {
    await version11([
      { id: 'front-id', listingId: 'a1', name: 'front.png', blob: new Blob(['front']), path: '/api/images/uploads/front.webp' },
      { id: 'side-id', listingId: 'a1', name: 'side.png', blob: new Blob(['side']) },
      { id: 'back-id', listingId: 'list-furniture:7', name: 'back.png', blob: new Blob(['back']) },
    ]);
    const db = new LocalDb(name);
    expect(await db.photos.where('pieceId').equals('a1').sortBy('name')).toEqual([
      { id: 'front-id', pieceId: 'a1', name: 'front.png', blob: expect.anything(), path: '/api/images/uploads/front.webp' },
      { id: 'side-id', pieceId: 'a1', name: 'side.png', blob: expect.anything() },
    ]);
    expect(await db.photos.where('pieceId').equals('list-furniture:7').primaryKeys()).toEqual(['back-id']);
    expect(db.photos.schema.indexes.map((index) => index.name)).toEqual(['pieceId']);
    db.close();
  });
});
