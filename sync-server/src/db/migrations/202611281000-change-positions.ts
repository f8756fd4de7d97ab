import { type Kysely, sql } from 'kysely';

/**
 * A change gets its place in the feed once it is committed (db/synced/change-positions.ts), so writers
 * no longer take turns to keep the feed in commit order. Changes recorded before keep their sequence
 * number as their place, so the devices' cursors stay valid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('changes').addColumn('position', 'integer').execute();
  await sql`update changes set position = seq`.execute(db);
  await db.schema.dropIndex('changes_user_seq_idx').execute();
  await db.schema.createIndex('changes_user_position_idx').on('changes').columns(['user_id', 'position']).execute();
  await db.schema.createIndex('changes_unplaced_idx').on('changes').column('seq').where(sql.ref('position'), 'is', null).execute();
}
