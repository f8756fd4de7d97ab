import { cities } from '@stagehouse/shared/cities';
import { houseToday, nextDay } from '@stagehouse/shared/house-time';
import { toCents } from '@stagehouse/shared/money';
import type { PieceSort } from '@stagehouse/shared/options';
import { type PieceSearchAnswer, type PieceSearchQuery, priceRanges } from '@stagehouse/shared/piece-search.schema';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { findPiecesByIds, withImages } from '../pieces/pieces.repo';
import { type After, countFacets, type Origin, type RangeChoice, searchPieceIds, wordsOf } from './piece-search.repo';

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
  const range = (label: string, from: string, last: string): RangeChoice => ({ value: `${from},${last}`, label, from, to: nextDay(last) });
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

/** A cursor carries the sort it was made for, the last piece's sort key and its id. */
const cursorOf = (sort: PieceSort, key: string | number, id: string) => Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');

function afterOf(cursor: string | undefined, sort: PieceSort): After | undefined {
  if (cursor === undefined) return undefined;
  let read: unknown;
  try {
    read = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    read = undefined;
  }
  if (!Array.isArray(read) || read.length !== 3 || read[0] !== sort || typeof read[2] !== 'string')
    throw badRequest('This cursor is not one of this search: start again without it');
  const key: unknown = read[1];
  if (typeof key !== 'string' && !(typeof key === 'number' && Number.isSafeInteger(key)))
    throw badRequest('This cursor is not one of this search: start again without it');
  return { key, id: read[2] };
}

/** Where "nearest" measures from: the place the buyer shares, else the city they picked. */
function originOf(query: PieceSearchQuery): Origin | undefined {
  if (query.near) return { latitude: query.near[0], longitude: query.near[1] };
  const city = cities.find((c) => c.name.toLowerCase() === query.city?.toLowerCase());
  return city && { latitude: city.latitude, longitude: city.longitude };
}

/** A page of the pieces a search finds, with the counts of its facets, how many it finds in all and where the next page starts. */
export async function searchPieces(db: Db, query: PieceSearchQuery, now = Date.now()): Promise<PieceSearchAnswer> {
  const words = query.q && wordsOf(query.q).length > 0 ? query.q : undefined;
  const sort = query.sort ?? (words ? 'relevance' : 'date');
  const origin = originOf(query);
  if (sort === 'nearest' && !origin) throw badRequest('Nearest needs a place: share where you are or pick a city');
  if (sort === 'relevance' && !words) throw badRequest('Best match needs words to search for');
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
  };
  const limit = query.limit ?? defaultPageSize;
  const { page, total, demoShown } = await searchPieceIds(db, { filters, sort, origin, after: afterOf(query.cursor, sort), limit, now });
  const shown = page.slice(0, limit);
  const [rows, facets] = await Promise.all([
    findPiecesByIds(
      db,
      shown.map((row) => row.id),
    ),
    countFacets(db, { filters, now, demoShown }, { price: priceChoices, dates: dayRanges(now) }),
  ]);
  const pieces = new Map((await withImages(db, rows, () => false)).map((piece) => [piece.id, piece]));
  const last = shown.at(-1);
  return {
    items: shown.flatMap((row) => {
      const piece = pieces.get(row.id);
      return piece ? [{ ...piece, openHouseDate: row.openHouseDate, companyId: row.companyId, companyName: row.companyName ?? '' }] : [];
    }),
    facets,
    total,
    nextCursor: page.length > limit && last ? cursorOf(sort, last.sortKey, last.id) : null,
  };
}
