import type { PieceSearchParams } from '@stagehouse/shared/piece-search.schema';

/** The parameters of a search the shop's URL holds: the whole search, so a link shares it. */
export const shopKeys = [
  'q',
  'category',
  'room',
  'condition',
  'minPrice',
  'maxPrice',
  'city',
  'from',
  'to',
  'company',
  'sort',
  'near',
] as const;
export type ShopKey = (typeof shopKeys)[number];
export type ShopValues = Record<ShopKey, string>;

/**
 * A search as it is sent: blank values left out, the words trimmed, in one order, so one search has one
 * address; a sort by best match needs words, and by distance a place (the buyer's, or a city), or it
 * falls back to the default.
 */
export function searchParamsOf(values: Partial<ShopValues>): PieceSearchParams {
  const given = (key: ShopKey) => values[key]?.trim() ?? '';
  const sortWithout = { relevance: given('q'), nearest: given('near') || given('city') } as Partial<Record<string, string>>;
  // Sent as the URL holds it: the server refuses a value it does not take, and the page says so.
  return Object.fromEntries(
    shopKeys.flatMap((key) => {
      const value = given(key);
      return value === '' || (key === 'sort' && sortWithout[value] === '') ? [] : [[key, value]];
    }),
  ) as PieceSearchParams;
}
