import { z } from 'zod';
import { pageLimitParam, placeParam } from './fields';
import { editFormConditions, pieceSorts } from './options';
import { pieceSchema } from './piece.schema';

/** The most pieces one page of a search holds. */
export const maxSearchPage = 48;

const day = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d$/, 'Expected a date as YYYY-MM-DD')
  .refine((value) => {
    const noon = Date.parse(`${value}T12:00:00Z`);
    return Number.isFinite(noon) && new Date(noon).toISOString().startsWith(value);
  }, 'Expected a date that exists');
const dollars = z
  .string()
  .regex(/^(0|[1-9]\d{0,6})$/, 'Expected whole dollars')
  .transform(Number);
const word = z.string().trim().min(1).max(100);

/**
 * A search of every available piece. Every parameter is optional; one the schema does not name is
 * refused. `near` ("latitude,longitude") or `city` is where "nearest" measures from.
 */
export const pieceSearchQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  category: word.optional(),
  room: word.optional(),
  condition: z.enum(editFormConditions).optional(),
  minPrice: dollars.optional(),
  maxPrice: dollars.optional(),
  city: word.optional(),
  from: day.optional(),
  to: day.optional(),
  company: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'Expected a company id')
    .transform(Number)
    .optional(),
  sort: z.enum(pieceSorts).optional(),
  near: placeParam.optional(),
  cursor: z
    .string()
    .regex(/^[\w-]{1,300}$/)
    .optional(),
  limit: pageLimitParam(maxSearchPage).optional(),
});
export type PieceSearchQuery = z.output<typeof pieceSearchQuerySchema>;
/** The search as it is sent (every value a string). */
export type PieceSearchParams = z.input<typeof pieceSearchQuerySchema>;

/** A piece found, with its open house's day, its lister's company, and whether it is held for a buyer. */
export const foundPieceSchema = pieceSchema.extend({
  openHouseDate: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string(),
  onHold: z.boolean(),
});
export type FoundPiece = z.infer<typeof foundPieceSchema>;

const countSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof countSchema>;

/** Price ranges in whole dollars, each counting its bottom and top prices as the filters do; the last has no top. */
export const priceRanges = [
  { min: 0, max: 100 },
  { min: 100, max: 250 },
  { min: 250, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: undefined },
] as const;

/**
 * How many found pieces each choice of a facet would give, with the search's other choices kept: a
 * facet's own choice does not narrow its counts, so the buyer sees what else there is.
 */
export const searchFacetsSchema = z.object({
  category: z.array(countSchema),
  room: z.array(countSchema),
  condition: z.array(countSchema),
  city: z.array(countSchema),
  company: z.array(countSchema),
  /** Each of `priceRanges`: `value` is "min-max" in dollars ("1000-" for the last). */
  price: z.array(countSchema),
  /** Open-house days: this weekend, the next 7 days, the next 30 days; `value` is "from,to". */
  dates: z.array(countSchema),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const pieceSearchAnswerSchema = z.object({
  items: z.array(foundPieceSchema),
  facets: searchFacetsSchema,
  total: z.number().int(),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PieceSearchAnswer = z.infer<typeof pieceSearchAnswerSchema>;
