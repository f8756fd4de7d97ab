import { describe, expect, it } from 'vitest';
import { adminListingStatuses, adminListingStatusLabels } from './options';
import { buyerStatusOf, listingStateOf, storedStatusOf } from './piece-status';

describe('listing states', () => {
  it('read a listed piece as Active, or Pending review while an admin holds it, and store each state back as it was', () => {
    expect(adminListingStatusLabels[listingStateOf({ status: 'pending', needsReview: false })]).toBe('Active');
    expect(adminListingStatusLabels[listingStateOf({ status: 'pending', needsReview: 1 })]).toBe('Pending review');
    expect(adminListingStatusLabels[listingStateOf({ status: 'draft', needsReview: false })]).toBe('Draft');
    for (const state of adminListingStatuses) expect(listingStateOf(storedStatusOf(state))).toBe(state);
  });

  it('read to a buyer as Available, On hold or Sold', () => {
    expect(buyerStatusOf('pending', false)).toBe('Available');
    expect(buyerStatusOf('pending', true)).toBe('On hold');
    expect(buyerStatusOf('sold', true)).toBe('Sold');
    expect(buyerStatusOf('pending', true, true)).toBe('Open house over');
    expect(buyerStatusOf('sold', false, true)).toBe('Sold');
  });
});
