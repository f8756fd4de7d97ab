import { describe, expect, it } from 'vitest';
import { activityHints, activityLabel, showsTrend, totalActivity } from './activity';
import type { ActivityUser } from './admin.schema';

const user = (over: Partial<ActivityUser> = {}): ActivityUser => ({
  id: 1,
  firstName: 'A',
  lastName: 'B',
  email: 'a@b.co',
  company: null,
  userType: 'stager',
  totalListings: 10,
  totalFavorites: 5,
  totalRsvps: 4,
  totalSales: 2,
  totalOpenHouses: 3,
  avgListingPrice: 450,
  avgFurniturePerOpenHouse: 3.3,
  ...over,
});

describe('activity rules', () => {
  it('adds the five counts', () => {
    expect(totalActivity(user())).toBe(24);
  });

  it('labels High above 100, Medium above 25, otherwise Low, with the trend above 50', () => {
    expect([activityLabel(101), activityLabel(100), activityLabel(26), activityLabel(25), activityLabel(0)]).toEqual([
      'High',
      'Medium',
      'Medium',
      'Low',
      'Low',
    ]);
    expect([showsTrend(51), showsTrend(50)]).toEqual([true, false]);
  });

  it('gives the hints: price for stagers with listings, favourites over listings floored at 1, RSVP revenue, conversion', () => {
    expect(activityHints(user())).toEqual({
      avgListingPrice: 450,
      favoritesRatioPercent: 50,
      rsvpRevenue: 20,
      salesConversionPercent: 20,
      avgItemsPerOpenHouse: 3.3,
    });
    expect(activityHints(user({ userType: 'realtor' })).avgListingPrice).toBeNull();
    expect(activityHints(user({ totalListings: 0, totalFavorites: 3 }))).toMatchObject({
      avgListingPrice: null,
      favoritesRatioPercent: 300,
      salesConversionPercent: 0,
    });
  });
});
