import { sql } from 'kysely';
import { type Db, isPostgres } from '../database';
import { inTransaction } from '../transaction';

// Writers do not take turns, so a change's sequence number, handed out when it is recorded, says
// nothing about when it was committed: a pull that had read number 12 could later miss number 11,
// committed after. Pulls read changes by their position instead, given only once they are committed.

/** Only one process places changes at a time, each after the positions the last one gave. */
const placingLockKey = 0x5354_4150;

/**
 * Gives every committed change without a position the next positions, in sequence order: a change
 * committed later gets a later position, so a pull that has read up to a position never misses one
 * placed after. Among those placed together, sequence order is commit order for changes of the same
 * row: a writer records its change after taking the row, which it gets once the one before committed.
 */
export async function placeChanges(db: Db): Promise<void> {
  const waiting = await db.selectFrom('changes').select('seq').where('position', 'is', null).orderBy('seq').limit(1).executeTakeFirst();
  if (!waiting) return;
  await inTransaction(db, async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${placingLockKey})`.execute(trx);
    await sql`update changes set position = placed.position
      from (
        select seq, (select coalesce(max(position), 0) from changes) + row_number() over (order by seq) as position
        from changes where position is null
      ) as placed
      where changes.seq = placed.seq`.execute(trx);
  });
}
