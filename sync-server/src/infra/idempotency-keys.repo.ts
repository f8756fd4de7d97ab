import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { IdempotencyKeys } from '../db/generated-schema';

export const findIdempotencyKey = (db: Db, scope: string, key: string) =>
  db.selectFrom('idempotencyKeys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();

export async function storeIdempotencyKey(db: Db, row: Insertable<IdempotencyKeys>): Promise<void> {
  await db.insertInto('idempotencyKeys').values(row).execute();
}

export const deleteIdempotencyKeysCreatedBefore = (db: Db, before: string) =>
  db.deleteFrom('idempotencyKeys').where('createdAt', '<', before).execute();
