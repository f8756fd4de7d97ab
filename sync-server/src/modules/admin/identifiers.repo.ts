import type { identifiersQuerySchema } from '@stagehouse/shared/admin.schema';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { anyContains, onePage, toCount } from '../../db/query-helpers';

/** Every listing with the account it refers to, and every lister account with how many listings refer to it, as rows of one shape. */
const identifierRows = (db: Db) =>
  db
    .selectFrom('furniture')
    .innerJoin('users', 'users.id', 'furniture.ownerId')
    .select([
      sql<'listing' | 'account'>`'listing'`.as('type'),
      'furniture.id as id',
      'furniture.name as title',
      'furniture.ownerId as accountId',
      sql<string>`coalesce(users.company, users.first_name || ' ' || users.last_name)`.as('accountName'),
      sql<number | null>`cast(null as integer)`.as('listingCount'),
      'furniture.createdAt as createdAt',
    ])
    .unionAll(
      db
        .selectFrom('users as u')
        .where('u.role', '!=', 'admin')
        .select((eb) => [
          sql<'listing' | 'account'>`'account'`.as('type'),
          sql<string>`cast(u.id as text)`.as('id'),
          sql<string>`u.first_name || ' ' || u.last_name || ' <' || u.email || '>'`.as('title'),
          'u.id as accountId',
          sql<string>`u.first_name || ' ' || u.last_name`.as('accountName'),
          eb
            .selectFrom('furniture')
            .whereRef('furniture.ownerId', '=', 'u.id')
            .select((s) => s.fn.countAll<number>().as('n'))
            .as('listingCount'),
          'u.createdAt as createdAt',
        ]),
    );

/** Listing and account identifiers with the filters, newest first (then by type and id): one page of them and how many match in all. */
export async function listIdentifiers(db: Db, q: z.output<typeof identifiersQuerySchema>) {
  let query = db.selectFrom(identifierRows(db).as('r'));
  if (q.type) query = query.where('r.type', '=', q.type);
  if (q.search) query = query.where(anyContains(['r.id', 'r.title', 'r.accountName'], q.search));
  const { total, rows } = await onePage(
    query,
    (found) => found.selectAll('r').orderBy('r.createdAt', 'desc').orderBy('r.type').orderBy('r.id'),
    q,
  );
  return { total, rows: rows.map((r) => ({ ...r, listingCount: r.listingCount === null ? null : toCount(r.listingCount) })) };
}
