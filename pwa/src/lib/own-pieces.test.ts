import type { Piece } from '@stagehouse/shared/piece.schema';
import type { SyncMutation } from '@stagehouse/shared/sync.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { piece } from '../test/piece';
import { json, type Sent, serveWrites, takeUploads } from '../test/scripted-server';
import { userOf } from '@stagehouse/shared/test-helpers';
import { useAuthStore } from './auth-store';
import { createPiece, discardChange, ownPiece, takeTheirs, updatePiece, withdrawCreate } from './own-pieces';
import { localDb } from './local-db';
import { localPhotoRef } from './local-photo-ref';
import { photosNamed } from './local-photos';
import type * as Outbox from './outbox';
import { sendOutbox } from './sync-engine';
import { forgetUnsentForm } from './unsent-form';

vi.mock('./outbox', async (original) => ({ ...(await original<typeof Outbox>()), requestReplay: vi.fn(async () => true) }));

const owner = userOf('stager', { id: 7 });

/** A photo just picked, as a form hands it over. */
const picked = (name: string) => ({ id: `${name}-id`, name: `${name}.png`, blob: new Blob([name], { type: 'image/png' }) });

/** The images each queued write names, oldest first. */
const queuedImages = async () => (await localDb.outbox.orderBy('createdAt').toArray()).map((e) => e.body?.images);

/** The stored paths of the uploads, in the order they were made. */
const uploadsOf = (sent: Sent[]) => sent.filter((s) => s.method === 'PUT').map((s) => new URL(s.url).pathname);

/** A server that applies each write to the pieces it keeps, and takes photo uploads. */
function servePieces(...kept: Piece[]) {
  const pieces = new Map(kept.map((p) => [p.id, p]));
  const apply = (w: SyncMutation) => {
    const id = w.method === 'POST' ? String(w.body!.id) : w.url.split('/').pop()!;
    const before = pieces.get(id) ?? piece(id, 0);
    const after = {
      ...before,
      price: Number(w.body!.price ?? before.price),
      images: w.body!.images as string[],
      version: before.version + 1,
    };
    pieces.set(id, after);
    return json(w.method === 'POST' ? 201 : 200, after);
  };
  return { pieces, ...serveWrites(apply, takeUploads) };
}

/** Queued writes go in the order they were made: each of these is made a second after the one before. */
const aSecondLater = () => vi.setSystemTime(Date.now() + 1000);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  await Promise.all([
    localDb.ownPieces.clear(),
    localDb.outbox.clear(),
    localDb.photos.clear(),
    localDb.meta.clear(),
    localDb.unsentForms.clear(),
  ]);
  await localDb.meta.put({ key: 'session', userId: 7 });
  useAuthStore.getState().signIn(owner);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAuthStore.getState().signOut();
});

describe('photos kept on this device', () => {
  it('an offline draft keeps its photo through an edit of its price and an edit adding one; the server gets both, each once', async () => {
    const { entityId: id } = await createPiece(owner, { name: 'Sideboard', price: '500' }, 'draft', [picked('front')]);
    const first = (await ownPiece(id))!;
    expect(first.photos).toMatchObject([{ id: 'front-id', name: 'front.png' }]);
    aSecondLater();
    await updatePiece(first.piece, { price: '450' }, 'draft', first.photos);
    const second = (await ownPiece(id))!;
    expect(second.photos).toMatchObject([{ id: 'front-id' }]);
    aSecondLater();
    await updatePiece(second.piece, {}, 'draft', [...second.photos, picked('side')]);

    const [front, side] = [localPhotoRef('front-id'), localPhotoRef('side-id')];
    expect(await queuedImages()).toEqual([[front], [front], [front, side]]);
    expect((await ownPiece(id))!.piece.images).toEqual([front, side]);

    const { pieces, sent } = servePieces();
    await sendOutbox(localDb);
    const [frontPath, sidePath] = uploadsOf(sent);
    expect(uploadsOf(sent)).toHaveLength(2);
    expect(pieces.get(id)).toMatchObject({ price: 450, images: [frontPath, sidePath] });
    expect(await ownPiece(id)).toMatchObject({
      piece: { images: [frontPath, sidePath] },
      photos: [{ path: frontPath }, { path: sidePath }],
    });
    expect(await localDb.photos.count()).toBe(0);
  });

  it('an online draft edited offline twice keeps its uploaded photo and the one added, which is uploaded once', async () => {
    const online = { ...piece('d1', 3), status: 'draft' as const, images: ['/api/images/uploads/front.webp'] };
    await localDb.ownPieces.put(online);
    const first = (await ownPiece('d1'))!;
    expect(first.photos).toEqual([{ path: '/api/images/uploads/front.webp' }]);
    await updatePiece(first.piece, {}, 'draft', [...first.photos, picked('side')]);
    const second = (await ownPiece('d1'))!;
    aSecondLater();
    await updatePiece(second.piece, { price: '80' }, 'draft', second.photos);

    const images = ['/api/images/uploads/front.webp', localPhotoRef('side-id')];
    expect(await queuedImages()).toEqual([images, images]);

    const { pieces, sent } = servePieces(online);
    await sendOutbox(localDb);
    expect(uploadsOf(sent)).toHaveLength(1);
    expect(pieces.get('d1')).toMatchObject({ price: 80, images: ['/api/images/uploads/front.webp', uploadsOf(sent)[0]] });
    expect(await localDb.photos.count()).toBe(0);
  });

  it('a photo an open form still holds after its piece synced is kept again and sent with the edit', async () => {
    const { entityId: id } = await createPiece(owner, { name: 'Lamp' }, 'draft', [picked('front')]);
    const opened = (await ownPiece(id))!;
    const { pieces, sent } = servePieces();
    await sendOutbox(localDb);
    expect(await localDb.photos.count()).toBe(0);

    await updatePiece(opened.piece, { price: '30' }, 'draft', opened.photos);
    expect((await ownPiece(id))!.photos).toMatchObject([{ id: 'front-id', name: 'front.png' }]);
    await sendOutbox(localDb);
    expect(pieces.get(id)!.images).toEqual([uploadsOf(sent)[1]]);
  });

  it('named by a kept edit form, outlive the writes of their piece, and reach the server once after Restore and Update', async () => {
    const { entityId: id } = await createPiece(owner, { name: 'Stool' }, 'draft', [picked('front')]);
    // The edit form, reloaded before its Update, keeps the photo and one it added, as useUnsentForm does.
    const key = `edit-furniture:7:${id}`;
    await localDb.photos.add({ ...picked('side'), pieceId: key });
    await localDb.unsentForms.put({ key, values: {}, images: [localPhotoRef('front-id'), localPhotoRef('side-id')], savedAt: '' });
    const { pieces, sent } = servePieces();
    await sendOutbox(localDb);
    expect((await localDb.photos.orderBy('id').toArray()).map((p) => p.id)).toEqual(['front-id', 'side-id']);

    const restored = await photosNamed(localDb, (await localDb.unsentForms.get(key))!.images!);
    aSecondLater();
    await updatePiece((await ownPiece(id))!.piece, { price: '40' }, 'draft', restored);
    await sendOutbox(localDb);
    await forgetUnsentForm(key);
    expect(uploadsOf(sent)).toHaveLength(2);
    expect(pieces.get(id)).toMatchObject({ price: 40, images: uploadsOf(sent) });
    expect(await localDb.photos.count()).toBe(0);
  });

  it('a List Furniture form kept offline is listed with its photo once its write is through, and nothing stays', async () => {
    const key = 'list-furniture:7';
    await localDb.photos.add({ ...picked('front'), pieceId: key });
    await localDb.unsentForms.put({ key, values: { name: 'Stool' }, images: [localPhotoRef('front-id')], savedAt: '' });
    const { entityId: id } = await createPiece(owner, { name: 'Stool' }, 'draft', await photosNamed(localDb, [localPhotoRef('front-id')]));
    await forgetUnsentForm(key);
    expect(await localDb.photos.toArray()).toEqual([expect.objectContaining({ id: 'front-id', pieceId: id })]);

    const { pieces, sent } = servePieces();
    await sendOutbox(localDb);
    expect(pieces.get(id)!.images).toEqual(uploadsOf(sent));
    expect(uploadsOf(sent)).toHaveLength(1);
    expect(await localDb.photos.count()).toBe(0);
  });

  it('go with the writes of their piece when those are taken back, and stay for the other pieces', async () => {
    const withdrawn = await createPiece(owner, { name: 'A' }, 'draft', [picked('a')]);
    const conflicting = await createPiece(owner, { name: 'B' }, 'draft', [picked('b')]);
    const refused = await createPiece(owner, { name: 'C' }, 'draft', [picked('c')]);
    const kept = async () => (await localDb.photos.orderBy('id').toArray()).map((p) => p.id);

    await withdrawCreate(withdrawn);
    expect(await kept()).toEqual(['b-id', 'c-id']);
    await takeTheirs({ ...conflicting, status: 'conflict', theirs: piece(conflicting.entityId, 2, 'B') });
    expect(await kept()).toEqual(['c-id']);
    expect((await ownPiece(conflicting.entityId))!.photos).toEqual([]);
    await discardChange(refused);
    expect(await kept()).toEqual([]);
  });
});
