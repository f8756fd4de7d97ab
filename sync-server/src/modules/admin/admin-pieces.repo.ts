import type { PageQuery } from '@stagehouse/shared/page.schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { anyContains, onePage } from '../../db/query-helpers';
import type { PieceRow } from '../../db/schema';

export interface PieceFilters {
  /** Contained in the name or the address. */
  search?: string;
  category?: string;
  status?: PieceRow['status'];
  needsReview?: boolean;
}

/** Pieces with their lister and their category's row. */
const piecesWithOwner = (db: Db) =>
  db
    .selectFrom('furniture')
    .innerJoin('users', 'users.id', 'furniture.ownerId')
    .leftJoin('categories', 'categories.value', 'furniture.category');

/** A piece with the name its lister shows (the company, else the person) and the back office's name of its category. */
const withStagerName = <Q extends ReturnType<typeof piecesWithOwner>>(query: Q) =>
  query
    .selectAll('furniture')
    .select(sql<string>`coalesce(users.company, users.first_name || ' ' || users.last_name)`.as('stagerName'))
    .select((eb) => eb.fn.coalesce('categories.name', 'furniture.category').as('categoryName'));

export type PieceWithStager = PieceRow & { stagerName: string | null; categoryName: string | null };

/** Pieces with the filters, newest first (then by id): one page of them and how many match in all. */
export function listPiecesWithStager(db: Db, filters: PieceFilters, page: PageQuery): Promise<{ total: number; rows: PieceWithStager[] }> {
  let query = piecesWithOwner(db);
  const { search, category, status, needsReview } = filters;
  if (search) query = query.where(anyContains(['furniture.name', 'furniture.propertyAddress'], search));
  if (category) query = query.where('furniture.category', '=', category);
  if (status) query = query.where('furniture.status', '=', status);
  if (needsReview !== undefined) query = query.where('furniture.needsReview', '=', needsReview ? 1 : 0);
  return onePage(query, (found) => withStagerName(found).orderBy('furniture.createdAt', 'desc').orderBy('furniture.id', 'desc'), page);
}

export const findPieceWithStager = (db: Db, id: string): Promise<PieceWithStager | undefined> =>
  withStagerName(piecesWithOwner(db)).where('furniture.id', '=', id).executeTakeFirst();

/** How many pieces there are of each status and review state. */
export const countPiecesByState = async (db: Db) =>
  (
    await db
      .selectFrom('furniture')
      .select(['status', 'needsReview', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['status', 'needsReview'])
      .execute()
  ).map((g) => ({ status: g.status, needsReview: g.needsReview, count: Number(g.n) }));
