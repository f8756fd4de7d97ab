import { userOf } from '@stagehouse/shared/test-helpers';
import { describe, expect, it } from 'vitest';
import { canChange, canRead, canSeeCompany, canSeePiecesOf, canUseUpload, isAdmin, publicPiece } from './policy';
import { addPiece, addUser } from './test/fixtures';
import { testApp } from './test/test-app';

const ownerId = 2;
const viewers = {
  admin: userOf('admin', { id: 1 }),
  owner: userOf('stager', { id: ownerId }),
  other: userOf('realtor', { id: 3 }),
  visitor: undefined,
};

const pieces = {
  draft: { ownerId, status: 'draft', needsReview: 0 },
  listed: { ownerId, status: 'pending', needsReview: 0 },
  heldForReview: { ownerId, status: 'pending', needsReview: 1 },
  sold: { ownerId, status: 'sold', needsReview: 0 },
} as const;

/** Who may read each piece: its owner and admins always, anyone else once it is listed and reviewed. */
const readers: Record<keyof typeof pieces, (keyof typeof viewers)[]> = {
  draft: ['admin', 'owner'],
  listed: ['admin', 'owner', 'other', 'visitor'],
  heldForReview: ['admin', 'owner'],
  sold: ['admin', 'owner', 'other', 'visitor'],
};

const viewerNames = Object.keys(viewers) as (keyof typeof viewers)[];
const pieceNames = Object.keys(pieces) as (keyof typeof pieces)[];

describe('policy', () => {
  it('knows admins by their role alone', () => {
    expect(viewerNames.filter((name) => isAdmin(viewers[name]))).toEqual(['admin']);
  });

  it.each(pieceNames)('lets the right viewers read a piece that is %s', (piece) => {
    expect(viewerNames.filter((name) => canRead(viewers[name], pieces[piece]))).toEqual(readers[piece]);
  });

  it.each(pieceNames)('lets only the owner and admins change a piece that is %s', (piece) => {
    expect(viewerNames.filter((name) => canChange(viewers[name], pieces[piece]))).toEqual(['admin', 'owner']);
  });

  it('shows a lister’s own pieces and sales to them and to admins only', () => {
    const signedIn = [viewers.admin, viewers.owner, viewers.other];
    expect(signedIn.map((user) => canSeePiecesOf(user, ownerId))).toEqual([true, true, false]);
  });

  it('shows a public company to everyone and one not yet public to its lister and admins', () => {
    const seeing = (isPublic: boolean) => viewerNames.filter((name) => canSeeCompany(viewers[name], { isPublic, listerId: ownerId }));
    expect(seeing(true)).toEqual(viewerNames);
    expect(seeing(false)).toEqual(['admin', 'owner']);
  });

  it('lets an upload go on the uploader’s pieces, or anyone’s through an admin', () => {
    const signedIn = [viewers.admin, viewers.owner, viewers.other];
    expect(signedIn.map((user) => canUseUpload(user, { userId: ownerId }))).toEqual([true, true, false]);
  });

  it('selects in SQL exactly the pieces a visitor may read', async () => {
    const { db } = await testApp();
    const lister = await addUser(db, { email: 'lister@x.co' });
    for (const status of ['draft', 'pending', 'sold'] as const) {
      await addPiece(db, lister.id, null, { name: `${status} reviewed`, status });
      const held = await addPiece(db, lister.id, null, { name: `${status} held`, status });
      await db.updateTable('furniture').set({ needsReview: 1 }).where('id', '=', held).execute();
    }
    const rows = await db.selectFrom('furniture').selectAll().orderBy('name').execute();
    const selected = await db.selectFrom('furniture').select('name').where(publicPiece).orderBy('name').execute();
    expect(selected.map((row) => row.name)).toEqual(rows.filter((row) => canRead(undefined, row)).map((row) => row.name));
    expect(selected.map((row) => row.name)).toEqual(['pending reviewed', 'sold reviewed']);
  });
});
