import type { ActivityUser } from './admin.schema';
import { activityLevels, money } from './limits';

/** Total activity: listings, favourites, RSVPs, sales and open houses added up. */
export const totalActivity = (u: ActivityUser): number =>
  u.totalListings + u.totalFavorites + u.totalRsvps + u.totalSales + u.totalOpenHouses;

export const activityLabel = (total: number): 'High' | 'Medium' | 'Low' =>
  total > activityLevels.highAbove ? 'High' : total > activityLevels.mediumAbove ? 'Medium' : 'Low';

export const showsTrend = (total: number): boolean => total > activityLevels.trendAbove;

/** The per-row hints of Activity Analytics. */
export const activityHints = (u: ActivityUser) => ({
  avgListingPrice: u.userType === 'stager' && u.totalListings > 0 ? u.avgListingPrice : null,
  favoritesRatioPercent: Math.round((u.totalFavorites / Math.max(1, u.totalListings)) * 100),
  rsvpRevenue: u.totalRsvps * money.rsvpFeeUsd,
  salesConversionPercent: u.totalListings === 0 ? 0 : Math.round((u.totalSales / u.totalListings) * 100),
  avgItemsPerOpenHouse: u.avgFurniturePerOpenHouse,
});
