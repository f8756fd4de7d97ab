import type { SyncChange, SyncChanges } from '@stagehouse/shared/sync.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';
import { findFurnitureByIds, withImages } from '../db/repos/furniture.repo';

const pageSize = 500;

/** The latest change of each entity after `since`, with the current row of every upsert (tombstones for deletions). */
export const changesSince = async (db: Db, user: User, since: number): Promise<SyncChanges> => {
  const rows = await db.selectFrom('changes').selectAll().where('userId', '=', user.id).where('seq', '>', since).orderBy('seq').limit(pageSize + 1).execute();
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  const latest = new Map<string, (typeof page)[number]>();
  for (const row of page) latest.set(`${row.entity}:${row.entityId}`, row);
  const upsertIds = [...latest.values()].filter((c) => c.op === 'upsert').map((c) => c.entityId);
  const pieces = new Map((await withImages(db, await findFurnitureByIds(db, upsertIds), (r) => r.ownerId === user.id)).map((p) => [p.id, p]));
  const changes: SyncChange[] = [...latest.values()].map((c) => {
    const entity = c.entity as SyncChange['entity'];
    const data = pieces.get(c.entityId);
    return c.op === 'upsert' && data ? { op: 'upsert', entity, id: c.entityId, data } : { op: 'delete', entity, id: c.entityId };
  });
  return { sequence: page.at(-1)?.seq ?? since, more, changes };
};
