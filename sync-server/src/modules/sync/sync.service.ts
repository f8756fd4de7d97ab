import type { SyncChange, SyncChanges } from '@stagehouse/shared/sync.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { latestChangePosition, listChangesAfter } from './changes.repo';
import { listSavedPieceRows, savedAmong } from '../saved-pieces/saved-pieces.repo';
import { findPiecesByIds, listPiecesOfOwner, withImages } from '../pieces/pieces.repo';
import { findRsvpsOfUser, listRsvpsOfUser } from '../rsvps/rsvps.repo';
import { featureEnabled } from '../../infra/settings.repo';
import { canRead } from '../../policy';

const pageSize = 500;

/** Everything the user keeps locally (own listings, saved pieces while the account wishlist is on, RSVPs) with the sequence it is current to. */
async function snapshot(db: Db, user: User, wishlist: boolean): Promise<SyncChanges> {
  const sequence = await latestChangePosition(db, user.id);
  const own = await listPiecesOfOwner(db, user.id);
  const saved = wishlist ? (await listSavedPieceRows(db, user.id)).filter((piece) => canRead(user, piece)) : [];
  const rsvps = await listRsvpsOfUser(db, user.id);
  const [listings, favorites] = await Promise.all([withImages(db, own, () => true), withImages(db, saved, (r) => r.ownerId === user.id)]);
  const changes: SyncChange[] = [
    ...listings.map((data): SyncChange => ({ op: 'upsert', entity: 'furniture', id: data.id, data })),
    ...favorites.map((data): SyncChange => ({ op: 'upsert', entity: 'favorite', id: data.id, data })),
    ...rsvps.map((data): SyncChange => ({ op: 'upsert', entity: 'rsvp', id: data.id, data })),
  ];
  return { sequence, more: false, changes };
}

/**
 * The latest change of each entity after `since`, with the current row of every upsert (tombstones
 * for deletions); `since=0` answers the whole current state instead, so a new device starts complete.
 * Saved pieces are left out while the account wishlist is switched off: they stay on each device.
 * A piece the user may no longer read (turned back into a draft, held for review) comes as a removal.
 */
export async function changesSince(db: Db, user: User, since: number): Promise<SyncChanges> {
  const wishlist = await featureEnabled(db, 'wishlist');
  if (since === 0) return snapshot(db, user, wishlist);
  const rows = await listChangesAfter(db, user.id, since, wishlist, pageSize + 1);
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  const latest = new Map<string, (typeof page)[number]>();
  for (const row of page) latest.set(`${row.entity}:${row.entityId}`, row);
  const upserts = [...latest.values()].filter((c) => c.op === 'upsert');
  const pieceIds = upserts.filter((c) => c.entity !== 'rsvp').map((c) => c.entityId);
  const rsvpIds = upserts.filter((c) => c.entity === 'rsvp').map((c) => c.entityId);
  const readable = (await findPiecesByIds(db, pieceIds)).filter((piece) => canRead(user, piece));
  const pieces = new Map((await withImages(db, readable, (r) => r.ownerId === user.id)).map((p) => [p.id, p]));
  const rsvps = new Map((await findRsvpsOfUser(db, user.id, rsvpIds)).map((r) => [r.id, r]));
  // A piece saved is answered only while it is: a change recorded for its savers may come after the user's unsaving.
  const saved = await savedAmong(
    db,
    user.id,
    upserts.filter((c) => c.entity === 'favorite').map((c) => c.entityId),
  );
  const changes: SyncChange[] = [...latest.values()].map((c): SyncChange => {
    const id = c.entityId;
    if (c.op === 'upsert' && c.entity === 'rsvp') {
      const data = rsvps.get(id);
      if (data) return { op: 'upsert', entity: 'rsvp', id, data };
    } else if (c.op === 'upsert' && (c.entity !== 'favorite' || saved.has(id))) {
      const data = pieces.get(id);
      if (data) return { op: 'upsert', entity: c.entity as 'furniture' | 'favorite', id, data };
    }
    return { op: 'delete', entity: c.entity as SyncChange['entity'], id };
  });
  return { sequence: page.at(-1)?.position ?? since, more, changes };
}
