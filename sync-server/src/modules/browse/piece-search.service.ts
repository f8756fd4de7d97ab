import { houseToday, nextDay } from '@stagehouse/shared/house-time';
import { toCents } from '@stagehouse/shared/money';
import type { PieceSort } from '@stagehouse/shared/options';
import type { Piece } from '@stagehouse/shared/piece.schema';
import { type FoundPiece, type PieceSearchAnswer, type PieceSearchQuery, priceRanges } from '@stagehouse/shared/piece-search.schema';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { findPiecesByIds, withImages } from '../pieces/pieces.repo';
import { searchWords } from '@stagehouse/shared/search-words';
import { type After, countFacets, type Origin, type RangeChoice, searchPieceIds } from './piece-search.repo';
import { cityCenter } from './properties.repo';
import { holdsOf } from '../requests/purchase-requests.repo';
import { demoRowsShown } from '../../infra/settings.repo';

/** The day a buyer's week is counted from: the Pacific coast's, where most houses stand. */
const buyersZone = 'America/Los_Angeles';

const defaultPageSize = 24;

const addDays = (day: string, days: number) => {
  let next = day;
  for (let i = 0; i < days; i += 1) next = nextDay(next);
  return next;
};

/** This weekend (the coming Saturday and Sunday, or what is left of this one), the next 7 days and the next 30. */
function dayRanges(now: number): RangeChoice[] {
  const today = houseToday(buyersZone, now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const saturday = weekday === 0 ? today : addDays(today, 6 - weekday);
  const sunday = weekday === 0 ? today : addDays(saturday, 1);
  const range = (label: string, from: string, last: string): RangeChoice => ({ value: `${from},${last}`, label, from, to: last });
  return [
    range('This weekend', saturday, sunday),
    range('Next 7 days', today, addDays(today, 6)),
    range('Next 30 days', today, addDays(today, 29)),
  ];
}

const priceChoices: RangeChoice[] = priceRanges.map(({ min, max }) => ({
  value: `${min}-${max ?? ''}`,
  label: max === undefined ? `$${min} and up` : `$${min} to $${max}`,
  from: toCents(min),
  to: max === undefined ? undefined : toCents(max),
}));

/** The sorts whose key is a whole number; the others' is a date or time. */
const numberKeys: ReadonlySet<PieceSort> = new Set(['relevance', 'price-asc', 'price-desc', 'nearest']);

/** What a cursor was made for: its sort, and for "nearest" the place measured from. */
const madeFor = (sort: PieceSort, origin: Origin | undefined) => (origin ? `${sort}@${origin.latitude},${origin.longitude}` : sort);

/** A cursor carries what it was made for, the last piece's sort key and its id. */
const cursorOf = (sort: PieceSort, origin: Origin | undefined, key: string | number, id: string) =>
  Buffer.from(JSON.stringify([madeFor(sort, origin), key, id])).toString('base64url');

function afterOf(cursor: string | undefined, sort: PieceSort, origin: Origin | undefined): After | undefined {
  if (cursor === undefined) return undefined;
  let read: unknown;
  try {
    read = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    read = undefined;
  }
  const key: unknown = Array.isArray(read) ? read[1] : undefined;
  const keyFits = numberKeys.has(sort)
    ? typeof key === 'number' && Number.isSafeInteger(key)
    : typeof key === 'string' && /^[\dT:.Z-]{10,24}$/.test(key);
  if (!Array.isArray(read) || read.length !== 3 || read[0] !== madeFor(sort, origin) || typeof read[2] !== 'string' || !keyFits)
    throw badRequest('This cursor is not one of this search: start again without it');
  return { key: key as string | number, id: read[2] };
}

/** Where "nearest" measures from: the place the buyer shares, else the middle of the city they picked. */
async function originOf(db: Db, query: PieceSearchQuery): Promise<Origin | undefined> {
  if (query.near) return { latitude: query.near[0], longitude: query.near[1] };
  return query.city === undefined ? undefined : cityCenter(db, query.city);
}

type FoundRow = Awaited<ReturnType<typeof searchPieceIds>>[number];

/** The pieces found, in their order, with their photos, open-house day and company; never a buyer's details. */
async function foundPieces(db: Db, rows: FoundRow[]): Promise<FoundPiece[]> {
  const held = await holdsOf(
    db,
    rows.map((row) => row.id),
  );
  const pieces = new Map(
    (
      await withImages(
        db,
        await findPiecesByIds(
          db,
          rows.map((row) => row.id),
        ),
        () => false,
      )
    ).map((piece) => [piece.id, piece]),
  );
  return rows.flatMap((row) => {
    const piece = pieces.get(row.id);
    return piece
      ? [
          {
            ...piece,
            openHouseDate: row.openHouseDate,
            companyId: row.companyId,
            companyName: row.companyName ?? '',
            onHold: held.has(row.id),
          },
        ]
      : [];
  });
}

/** A page of the pieces a search finds, with the counts of its facets, how many it finds in all and where the next page starts. */
export async function searchPieces(db: Db, query: PieceSearchQuery, now = Date.now()): Promise<PieceSearchAnswer> {
  const words = searchWords(query.q ?? '');
  // Best match without words to match is the default order.
  const sort =
    query.sort === undefined || (query.sort === 'relevance' && words.length === 0) ? (words.length > 0 ? 'relevance' : 'date') : query.sort;
  const origin = sort === 'nearest' ? await originOf(db, query) : undefined;
  if (sort === 'nearest' && !origin) throw badRequest('Nearest needs a place: share where you are or pick a city');
  const filters = {
    words,
    category: query.category,
    room: query.room,
    condition: query.condition,
    minCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
    maxCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
    city: query.city,
    from: query.from,
    to: query.to,
    company: query.company,
    onHoldToo: true,
  };
  const limit = query.limit ?? defaultPageSize;
  const after = afterOf(query.cursor, sort, origin);
  const demoShown = await demoRowsShown(db);
  // The page's pieces are read while the facets are still being counted.
  const [{ shown, more, items }, { total, facets }] = await Promise.all([
    searchPieceIds(db, { filters, sort, origin, after, limit, now }, demoShown).then(async (page) => {
      const shown = page.slice(0, limit);
      return { shown, more: page.length > limit, items: await foundPieces(db, shown) };
    }),
    countFacets(db, { filters, now, demoShown }, { price: priceChoices, dates: dayRanges(now) }),
  ]);
  const last = shown.at(-1);
  return {
    items,
    facets,
    total,
    nextCursor: more && last ? cursorOf(sort, origin, last.sortKey, last.id) : null,
  };
}

/** How many similar pieces a piece's page shows. */
const similarShown = 6;

/**
 * Pieces like one a buyer looks at: available, of the same category, priced from half to twice its
 * price, the nearest to `origin` (its house) first.
 */
export async function similarPieces(db: Db, piece: Piece, origin: Origin | undefined, now = Date.now()): Promise<FoundPiece[]> {
  if (!piece.category) return [];
  const cents = toCents(piece.price);
  const page = await searchPieceIds(
    db,
    {
      filters: { words: [], category: piece.category, minCents: Math.floor(cents / 2), maxCents: cents * 2, except: piece.id },
      sort: origin ? 'nearest' : 'newest',
      origin,
      limit: similarShown,
      now,
    },
    await demoRowsShown(db),
  );
  return foundPieces(db, page.slice(0, similarShown));
}
