import { optionLabel } from '@stagehouse/shared/option-label';
import type { PieceSort } from '@stagehouse/shared/options';
import { type AliasableExpression, type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database';
import type { Database } from '../../db/schema';
import { demoRowsShown } from '../../infra/settings.repo';
import { publicPiece } from '../../policy';
import { inCity, listerCompanyName, openHouseNotOver } from './properties.repo';
import { notHeld } from '../requests/purchase-requests.repo';

/** What a search narrows by; prices in cents. */
export interface SearchFilters {
  /** Letters and digits only (see searchWords); none: every piece. */
  words: string[];
  category?: string;
  room?: string;
  condition?: string;
  minCents?: number;
  maxCents?: number;
  city?: string;
  from?: string;
  to?: string;
  company?: number;
  /** A piece left out (the one whose similar pieces are sought). */
  except?: string;
  /** Pieces held for a buyer are found too (the shop shows them "On hold"). */
  onHoldToo?: boolean;
}

export type Facet = 'category' | 'room' | 'condition' | 'city' | 'company' | 'price' | 'dates';

/** Where a sort by distance measures from. */
export interface Origin {
  latitude: number;
  longitude: number;
}

/** Where a page starts: after the piece with this sort key and id. */
export interface After {
  key: string | number;
  id: string;
}

type Tables = Database & { found: { pieceId: string; score: number } };
type Found = ExpressionBuilder<Tables, 'furniture' | 'properties' | 'users' | 'companies' | 'found'>;

/**
 * The words of a search as FTS5 reads them, in `column` alone if given: each word quoted (no operators
 * get through), all required, the last one also as the start of a longer word, since a buyer may still
 * be typing it.
 */
const fts5Query = (words: string[], column?: string) =>
  words.map((word, i) => `${column ? `${column} : ` : ''}"${word}"${i === words.length - 1 ? '*' : ''}`).join(' ');

/** The same words as a PostgreSQL tsquery: all required, the last also as a prefix. */
const tsQuery = (words: string[]) => words.map((word, i) => `'${word}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');

/**
 * What a match in each searched column is worth: a piece matched in its name comes before one matched
 * in its category or room, then its company or city, then its description. The score depends on the
 * piece alone, so pages by score neither skip nor repeat while other pieces are written.
 */
const columnWeights = { name: 8, category: 4, room: 4, company: 2, city: 2, description: 1 } as const;

/**
 * The pieces whose searched words match, each with a whole-number score, higher for a better match
 * (PostgreSQL's ts_rank and trigram likeness, which depend on the piece alone; on SQLite the weights
 * of the columns the words match in); every piece, scored 0, without words.
 */
function matches(db: Db, words: string[]) {
  if (words.length === 0) return sql<{ pieceId: string; score: number }>`(select id as piece_id, 0 as score from furniture)`;
  const text = words.join(' ');
  if (isPostgres(db))
    return sql<{ pieceId: string; score: number }>`(select s.piece_id,
        round(((ts_rank(piece_document(s.name, s.category, s.room, s.company, s.city, s.description), query)
          + word_similarity(${text}, s.name)) * 1000000)::numeric)::bigint as score
      from piece_search s, to_tsquery('english', ${tsQuery(words)}) query
      where piece_document(s.name, s.category, s.room, s.company, s.city, s.description) @@ query or ${text} <% s.name)`;
  const score = sql.join(
    Object.entries(columnWeights).map(
      ([column, weight]) =>
        sql`(case when s.id in (select rowid from piece_search_index where piece_search_index match ${fts5Query(words, column)})
          then ${sql.lit(weight)} else 0 end)`,
    ),
    sql` + `,
  );
  // "limit -1" keeps SQLite from merging this into the query around it, which would match the words
  // once for every piece; kept apart, they are matched once (25 s down to 0.2 s at 100,000 pieces).
  return sql<{ pieceId: string; score: number }>`(select s.piece_id, ${score} as score
    from piece_search_index join piece_search s on s.id = piece_search_index.rowid
    where piece_search_index match ${fts5Query(words)} limit -1)`;
}

/** A listed piece of an active lister, in an open house still to come, not held for a buyer unless `onHoldToo`. */
function availablePieces(db: Db, demoShown: boolean, now: number, { words, onHoldToo }: SearchFilters) {
  return db
    .selectFrom('furniture')
    .innerJoin(matches(db, words).as('found'), 'found.pieceId', 'furniture.id')
    .innerJoin('properties', 'properties.id', 'furniture.propertyId')
    .innerJoin('users', 'users.id', 'furniture.ownerId')
    .leftJoin('companies', 'companies.userId', 'furniture.ownerId')
    .where('furniture.status', '=', 'pending')
    .where(publicPiece)
    .where('users.isActive', '=', 1)
    .$if(!demoShown, (q) => q.where('properties.isDemo', '=', 0))
    .where((eb) => openHouseNotOver(eb, now))
    .$if(onHoldToo !== true, (q) => q.where(notHeld));
}

/** The search's choices, but for those of `except` (a facet counts as if its own choice were not made). */
function narrowed(eb: Found, filters: SearchFilters, except?: Facet): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  if (filters.category && except !== 'category') all.push(eb('furniture.category', '=', filters.category));
  if (filters.room && except !== 'room') all.push(eb('furniture.room', '=', filters.room));
  if (filters.condition && except !== 'condition') all.push(eb('furniture.condition', '=', filters.condition));
  if (filters.city && except !== 'city') all.push(inCity(eb, filters.city));
  if (filters.company && except !== 'company') all.push(eb('companies.id', '=', filters.company));
  if (filters.except) all.push(eb('furniture.id', '!=', filters.except));
  if (filters.minCents !== undefined && except !== 'price') all.push(eb('furniture.priceCents', '>=', filters.minCents));
  if (filters.maxCents !== undefined && except !== 'price') all.push(eb('furniture.priceCents', '<=', filters.maxCents));
  if (filters.from && except !== 'dates') all.push(eb('properties.openHouseDate', '>=', filters.from));
  if (filters.to && except !== 'dates') all.push(eb('properties.openHouseDate', '<=', filters.to));
  return eb.and(all);
}

/** The sorts that run high to low; the piece's id breaks ties, low to high. */
const highToLow: ReadonlySet<PieceSort> = new Set(['relevance', 'newest', 'price-desc']);

/** Each sort's key. */
function sortKey(eb: Found, sort: PieceSort, origin: Origin | undefined): AliasableExpression<string | number> {
  switch (sort) {
    case 'relevance':
      return eb.ref('found.score');
    case 'newest':
      return eb.ref('furniture.createdAt');
    case 'price-asc':
    case 'price-desc':
      return eb.ref('furniture.priceCents');
    case 'date':
      return eb.fn.coalesce('properties.openHouseDate', eb.val('9999-12-31'));
    case 'nearest': {
      // Squared degrees, longitude shrunk by the latitude, as a whole number: exact to compare and page by.
      const { latitude, longitude } = origin ?? { latitude: 0, longitude: 0 };
      const shrink = Math.cos((latitude * Math.PI) / 180) ** 2;
      return sql<number>`cast(round(((properties.latitude - ${latitude}) * (properties.latitude - ${latitude})
        + (properties.longitude - ${longitude}) * (properties.longitude - ${longitude}) * ${shrink}) * 100000000) as bigint)`;
    }
  }
}

export interface SearchPlan {
  filters: SearchFilters;
  sort: PieceSort;
  origin?: Origin;
  after?: After;
  limit: number;
  now: number;
}

/** One page of the pieces found, as ids with their sort keys, and how many are found in all. */
export async function searchPieceIds(db: Db, plan: SearchPlan) {
  const demoShown = await demoRowsShown(db);
  const found = () => availablePieces(db, demoShown, plan.now, plan.filters);
  const page = await found()
    .where((eb) => narrowed(eb, plan.filters))
    .$if(plan.after !== undefined, (q) =>
      q.where((eb) => {
        const key = sortKey(eb, plan.sort, plan.origin);
        const { key: afterKey, id } = plan.after!;
        return eb.or([
          eb(key, highToLow.has(plan.sort) ? '<' : '>', afterKey),
          eb.and([eb(key, '=', afterKey), eb('furniture.id', '>', id)]),
        ]);
      }),
    )
    .select((eb) => [
      'furniture.id',
      sortKey(eb, plan.sort, plan.origin).as('sortKey'),
      'properties.openHouseDate',
      'companies.id as companyId',
      listerCompanyName(eb).as('companyName'),
    ])
    .orderBy((eb) => sortKey(eb, plan.sort, plan.origin), highToLow.has(plan.sort) ? 'desc' : 'asc')
    .orderBy('furniture.id')
    .limit(plan.limit + 1)
    .execute();
  const { total } = await found()
    .where((eb) => narrowed(eb, plan.filters))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { page, total: Number(total), demoShown };
}

/** A choice of a facet counted over a range: its value, how it reads, and the range as SQL sees it. */
export interface RangeChoice {
  value: string;
  label: string;
  from: string | number;
  to?: string | number;
}

const byCount = <Row extends { count: number | string; label: string | null }>(rows: Row[]) =>
  rows
    .map((row) => ({ ...row, count: Number(row.count), label: row.label ?? '' }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, 30);

/** How many of the pieces found each choice of each facet would give, the facet's own choice left out. */
export async function countFacets(
  db: Db,
  { filters, now, demoShown }: { filters: SearchFilters; now: number; demoShown: boolean },
  ranges: { price: RangeChoice[]; dates: RangeChoice[] },
) {
  const within = (facet: Facet) => availablePieces(db, demoShown, now, filters).where((eb) => narrowed(eb, filters, facet));
  const inRange = (eb: Found, column: 'furniture.priceCents' | 'properties.openHouseDate', { from, to }: RangeChoice) =>
    eb.fn.sum<number>(
      eb
        .case()
        .when(eb.and([eb(column, '>=', from), ...(to === undefined ? [] : [eb(column, '<=', to)])]))
        .then(1)
        .else(0)
        .end(),
    );
  const [category, room, condition, city, company, price, dates] = await Promise.all([
    within('category')
      .leftJoin('categories', 'categories.value', 'furniture.category')
      .where('furniture.category', 'is not', null)
      .select((eb) => [
        eb.fn.coalesce('furniture.category', eb.val('')).as('value'),
        eb.fn.coalesce('categories.name', 'furniture.category').as('label'),
        eb.fn.countAll<number>().as('count'),
      ])
      .groupBy(['furniture.category', 'categories.name'])
      .execute(),
    within('room')
      .where('furniture.room', 'is not', null)
      .select((eb) => [eb.fn.coalesce('furniture.room', eb.val('')).as('value'), eb.fn.countAll<number>().as('count')])
      .groupBy('furniture.room')
      .execute(),
    within('condition')
      .where('furniture.condition', 'is not', null)
      .select((eb) => [eb.fn.coalesce('furniture.condition', eb.val('')).as('value'), eb.fn.countAll<number>().as('count')])
      .groupBy('furniture.condition')
      .execute(),
    within('city')
      .select((eb) => [
        'properties.city as value',
        eb.fn.min('properties.state').as('state'),
        eb.fn.max('properties.state').as('otherState'),
        eb.fn.countAll<number>().as('count'),
      ])
      .groupBy('properties.city')
      .execute(),
    within('company')
      .where('companies.id', 'is not', null)
      .select((eb) => ['companies.id', 'companies.name', eb.fn.countAll<number>().as('count')])
      .groupBy(['companies.id', 'companies.name'])
      .execute(),
    within('price')
      .select((eb) => ranges.price.map((range, i) => inRange(eb, 'furniture.priceCents', range).as(`range${i}`)))
      .executeTakeFirst(),
    within('dates')
      .select((eb) => ranges.dates.map((range, i) => inRange(eb, 'properties.openHouseDate', range).as(`range${i}`)))
      .executeTakeFirst(),
  ]);
  const counted = (choices: RangeChoice[], row: Record<string, unknown> | undefined) =>
    choices.map(({ value, label }, i) => ({ value, label, count: Number(row?.[`range${i}`] ?? 0) }));
  return {
    category: byCount(category),
    room: byCount(room.map((row) => ({ ...row, label: row.value }))),
    condition: byCount(condition.map((row) => ({ ...row, label: optionLabel(row.value) }))),
    // One choice per city, as the filter takes it: "City, ST" when all its houses stand in one state.
    city: byCount(
      city.map((row) => ({
        value: row.value,
        label: row.state === row.otherState ? `${row.value}, ${row.state}` : row.value,
        count: row.count,
      })),
    ),
    company: byCount(company.map((row) => ({ value: String(row.id), label: row.name, count: row.count }))),
    price: counted(ranges.price, price),
    dates: counted(ranges.dates, dates),
  };
}
