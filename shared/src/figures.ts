import type { pieceStatuses } from './options';

/*
 * What the back office's figures count, defined once. The server's queries take their sets and
 * periods from here, and every screen names a figure's scope or period with these words, so one
 * quantity reads the same number on every screen:
 *
 * - A lister's listings are the pieces they have listed: active, pending review or sold. Drafts are not listings.
 * - A sale is a sold piece, at the price it sold for (the piece's price once sold).
 * - An open house is a house a lister has entered; its pieces are the listings standing in it.
 * - An RSVP counts for the lister whose open house it is, in the period it was made: it is billed once, when made,
 *   so Billing's RSVPs of a month (from the billing ledger) are the RSVPs made that month.
 * - Favorites are pieces saved to buyers' accounts, whatever the piece's status now.
 * - Revenue in a period is what is billed in it: the RSVP fees of the RSVPs made in it and the Plus plan's monthly fee.
 */

/** The stored statuses of a listing (a lister's "pending" is listed: active, or pending review in the back office). */
export const listedStatuses = ['pending', 'sold'] as const satisfies readonly (typeof pieceStatuses)[number][];

/** How each figure's scope reads next to it. */
export const figureScopes = {
  listings: 'active, pending review and sold; drafts not counted',
  listingsInHouses: 'listings standing in an open house',
  sales: 'pieces sold',
  rsvps: "RSVPs to the lister's open houses",
  favorites: "pieces saved to buyers' accounts",
  subscribers: 'distinct emails of RSVPs and registered listers',
  activeUsers: 'listers who signed in',
} as const;

export type FigurePeriod = 'allTime' | 'thisMonth' | 'lastMonth' | 'last12Months' | 'last24Hours';

export const periodLabels: Record<FigurePeriod, string> = {
  allTime: 'all time',
  thisMonth: 'this month',
  lastMonth: 'last month',
  last12Months: 'last 12 months',
  last24Hours: 'last 24 hours',
};

const dayMs = 24 * 60 * 60 * 1000;

/** Where a period starts, as stored timestamps compare (months start on the 1st, UTC); all time has no start. */
export function periodStart(period: Exclude<FigurePeriod, 'allTime'>, now = new Date()): string {
  const month = (monthsAgo: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  const start = {
    thisMonth: () => month(0),
    lastMonth: () => month(1),
    last12Months: () => new Date(now.getTime() - 365 * dayMs),
    last24Hours: () => new Date(now.getTime() - dayMs),
  }[period]();
  return start.toISOString();
}
