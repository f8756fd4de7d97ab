import { groupDigits } from './en-us';

/** US dollars, en-US, no decimals, half away from zero: 1234.5 -> "$1,235". */
export const formatUsd = (amount: number): string => `${amount < 0 ? '-' : ''}$${groupDigits(Math.round(Math.abs(amount)))}`;

/** Whole cents from US dollars, as stored and summed inside: 12.345 -> 1235. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** US dollars from cents as the database answers them (a SUM may come back as text, bigint or null). */
export const fromCents = (cents: number | bigint | string | null | undefined): number => Math.round(Number(cents ?? 0)) / 100;
