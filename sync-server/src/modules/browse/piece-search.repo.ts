import { optionLabel } from '@stagehouse/shared/option-label';
import type { PieceSort } from '@stagehouse/shared/options';
import { type AliasableExpression, type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database';
import type { Database } from '../../db/schema';
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

const facets = ['category', 'room', 'condition', 'city', 'company', 'price', 'dates'] as const;
type Facet = (typeof facets)[number];

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
 * of the columns the words match in). Without words, one row scored 0 that every piece is joined to:
 * joining every piece to itself instead doubled the work of a search.
 */
function matches(db: Db, words: string[]) {
  if (words.length === 0) return sql<{ pieceId: string; score: number }>`(select 0 as score)`;
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
  return (
    db
      .selectFrom('furniture')
      .innerJoin(matches(db, words).as('found'), (join) =>
        words.length > 0 ? join.onRef('found.pieceId', '=', 'furniture.id') : join.onTrue(),
      )
      .innerJoin('properties', 'properties.id', 'furniture.propertyId')
      .innerJoin('users', 'users.id', 'furniture.ownerId')
      .leftJoin('companies', 'companies.userId', 'furniture.ownerId')
      .where('furniture.status', '=', 'pending')
      .where(publicPiece)
      .where('users.isActive', '=', 1)
      .$if(!demoShown, (q) => q.where('properties.isDemo', '=', 0))
      // Worked out once per house, not once per piece (10 pieces a house: 0.4 s down to 0.1 s at 100,000).
      .where((eb) =>
        eb(
          'properties.id',
          'in',
          eb
            .selectFrom('properties')
            .select('properties.id')
            .where((house) => openHouseNotOver(house, now)),
        ),
      )
      .$if(onHoldToo !== true, (q) => q.where(notHeld))
  );
}

/** The choice a search made in each facet, as a condition on the piece; none where it made no choice. */
function choices(eb: Found, filters: SearchFilters): Record<Facet, Expression<SqlBool> | undefined> {
  const both = (all: Expression<SqlBool>[]) => (all.length === 0 ? undefined : eb.and(all));
  return {
    category: filters.category ? eb('furniture.category', '=', filters.category) : undefined,
    room: filters.room ? eb('furniture.room', '=', filters.room) : undefined,
    condition: filters.condition ? eb('furniture.condition', '=', filters.condition) : undefined,
    city: filters.city ? inCity(eb, filters.city) : undefined,
    company: filters.company ? eb('companies.id', '=', filters.company) : undefined,
    price: both([
      ...(filters.minCents === undefined ? [] : [eb('furniture.priceCents', '>=', filters.minCents)]),
      ...(filters.maxCents === undefined ? [] : [eb('furniture.priceCents', '<=', filters.maxCents)]),
    ]),
    dates: both([
      ...(filters.from ? [eb('properties.openHouseDate', '>=', filters.from)] : []),
      ...(filters.to ? [eb('properties.openHouseDate', '<=', filters.to)] : []),
    ]),
  };
}

/** The pieces a search asks for: its choices in every facet, and the piece it leaves out. */
function narrowed(eb: Found, filters: SearchFilters): Expression<SqlBool> {
  const made = Object.values(choices(eb, filters)).filter((choice) => choice !== undefined);
  return eb.and([...made, ...(filters.except ? [eb('furniture.id', '!=', filters.except)] : [])]);
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

/** One page of the pieces found, as ids with their sort keys. */
export async function searchPieceIds(db: Db, plan: SearchPlan, demoShown: boolean) {
  return availablePieces(db, demoShown, plan.now, plan.filters)
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
}

/** A choice of a facet counted over a range: its value, how it reads, and the range as SQL sees it. */
export interface RangeChoice {
  value: string;
  label: string;
  from: string | number;
  to?: string | number;
}

/** A piece as its facets are counted: its facet columns, and whether each facet's choice holds for it. */
type BaseRow = {
  category: string | null;
  categoryName: string | null;
  room: string | null;
  condition: string | null;
  city: string;
  cityKey: string;
  state: string;
  companyId: number | null;
  companyName: string | null;
  priceCents: number;
  openHouseDate: string | null;
} & { [K in `${Facet}Holds`]: SqlBool };

const byCount = <Row extends { count: number | string; label: string | null }>(rows: Row[]) =>
  rows
    .map((row) => ({ ...row, count: Number(row.count), label: row.label ?? '' }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, 30);

/**
 * How many pieces a search finds, and how many each choice of each facet would give, the facet's own
 * choice left out. One statement: the pieces that match the words and are available go once into a
 * table of their facet columns, with whether each facet's choice holds, and every count is taken from
 * that table (counting each facet over pieces, houses, listers and companies again took three times as long).
 */
export async function countFacets(
  db: Db,
  { filters, now, demoShown }: { filters: SearchFilters; now: number; demoShown: boolean },
  ranges: { price: RangeChoice[]; dates: RangeChoice[] },
) {
  const counts = db.with(
    (cte) => cte('base').materialized(),
    () =>
      availablePieces(db, demoShown, now, filters)
        .leftJoin('categories', 'categories.value', 'furniture.category')
        .$if(filters.except !== undefined, (q) => q.where('furniture.id', '!=', filters.except!))
        .select((eb) => {
          const made = choices(eb, filters);
          return [
            'furniture.category',
            eb.fn.coalesce('categories.name', 'furniture.category').as('categoryName'),
            'furniture.room',
            'furniture.condition',
            'properties.city',
            // A city is one choice in any case, as the filter matches it.
            eb.fn<string>('lower', ['properties.city']).as('cityKey'),
            'properties.state',
            'companies.id as companyId',
            'companies.name as companyName',
            'furniture.priceCents',
            'properties.openHouseDate',
            ...facets.map((facet) => eb.and(made[facet] ? [made[facet]] : []).as(`${facet}Holds`)),
          ];
        }),
  );
  type Base = ExpressionBuilder<{ base: BaseRow }, 'base'>;
  /** The pieces that meet the search's choices in every facet but `except`. */
  const holding = (eb: Base, except?: Facet) =>
    eb.and(facets.filter((facet) => facet !== except).map((facet) => eb.ref(`base.${facet}Holds`)));
  const counted = (eb: Base, as: string) => [sql.lit(as).as('facet'), eb.fn.countAll<number>().as('count')] as const;
  const inRange = (eb: Base, column: 'base.priceCents' | 'base.openHouseDate', { from, to }: RangeChoice) =>
    eb.and([eb(column, '>=', from), ...(to === undefined ? [] : [eb(column, '<=', to)])]);
  const rows = await counts
    .selectFrom('base')
    .where((eb) => holding(eb, 'category'))
    .where('base.category', 'is not', null)
    .select((eb) => [...counted(eb, 'category'), eb.ref('base.category').as('value'), eb.fn.max('base.categoryName').as('label')])
    .groupBy('base.category')
    .unionAll((union) => {
      const grouped = (
        facet: 'room' | 'condition' | 'city' | 'company',
        column: 'base.room' | 'base.condition' | 'base.cityKey' | 'base.companyId',
        value: (eb: Base) => AliasableExpression<string | null>,
        label: (eb: Base) => AliasableExpression<string | null>,
      ) =>
        union
          .selectFrom('base')
          .where((eb) => holding(eb, facet))
          .where(column, 'is not', null)
          .select((eb) => [...counted(eb, facet), value(eb).as('value'), label(eb).as('label')])
          .groupBy(column);
      const itself = (column: 'base.room' | 'base.condition') => (eb: Base) => eb.ref(column);
      const ranged = (facet: 'price' | 'dates', column: 'base.priceCents' | 'base.openHouseDate', choices: RangeChoice[]) =>
        choices.map((choice, i) =>
          union
            .selectFrom('base')
            .where((eb) => eb.and([holding(eb, facet), inRange(eb, column, choice)]))
            .select((eb) => [...counted(eb, `${facet}${i}`), sql<string | null>`null`.as('value'), sql<string | null>`null`.as('label')]),
        );
      return [
        grouped('room', 'base.room', itself('base.room'), itself('base.room')),
        grouped('condition', 'base.condition', itself('base.condition'), itself('base.condition')),
        // "City, ST" when all its houses stand in one state, as the filter takes it.
        grouped(
          'city',
          'base.cityKey',
          (eb) => eb.fn.min('base.city'),
          (eb) =>
            sql<string | null>`case when min(${eb.ref('base.state')}) = max(${eb.ref('base.state')})
              then min(${eb.ref('base.city')}) || ', ' || min(${eb.ref('base.state')}) else min(${eb.ref('base.city')}) end`,
        ),
        grouped(
          'company',
          'base.companyId',
          (eb) => sql<string | null>`cast(${eb.ref('base.companyId')} as text)`,
          (eb) => eb.fn.max('base.companyName'),
        ),
        ...ranged('price', 'base.priceCents', ranges.price),
        ...ranged('dates', 'base.openHouseDate', ranges.dates),
        union
          .selectFrom('base')
          .where((eb) => holding(eb))
          .select((eb) => [...counted(eb, 'total'), sql<string | null>`null`.as('value'), sql<string | null>`null`.as('label')]),
      ];
    })
    .execute();
  const of = (facet: string) =>
    byCount(rows.filter((row) => row.facet === facet).map((row) => ({ value: row.value ?? '', label: row.label, count: row.count })));
  const inRanges = (facet: 'price' | 'dates', choices: RangeChoice[]) =>
    choices.map(({ value, label }, i) => ({ value, label, count: Number(rows.find((row) => row.facet === `${facet}${i}`)?.count ?? 0) }));
  return {
    total: Number(rows.find((row) => row.facet === 'total')?.count ?? 0),
    facets: {
      category: of('category'),
      room: of('room'),
      condition: of('condition').map((choice) => ({ ...choice, label: optionLabel(choice.value) })),
      city: of('city'),
      company: of('company'),
      price: inRanges('price', ranges.price),
      dates: inRanges('dates', ranges.dates),
    },
  };
}
