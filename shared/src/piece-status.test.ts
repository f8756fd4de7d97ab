import { describe, expect, it } from 'vitest';
import { adminPieceStatuses, adminPieceStatusLabels } from './options';
import { buyerStatusOf, pieceStateOf, storedStatusOf } from './piece-status';

describe('piece states', () => {
  it('read a listed piece as Active, or Pending review while an admin holds it, and store each state back as it was', () => {
    expect(adminPieceStatusLabels[pieceStateOf({ status: 'pending', needsReview: false })]).toBe('Active');
    expect(adminPieceStatusLabels[pieceStateOf({ status: 'pending', needsReview: 1 })]).toBe('Pending review');
    expect(adminPieceStatusLabels[pieceStateOf({ status: 'draft', needsReview: false })]).toBe('Draft');
    for (const state of adminPieceStatuses) expect(pieceStateOf(storedStatusOf(state))).toBe(state);
  });

  it('read to a buyer as Available, On hold or Sold', () => {
    expect(buyerStatusOf('pending', false)).toBe('Available');
    expect(buyerStatusOf('pending', true)).toBe('On hold');
    expect(buyerStatusOf('sold', true)).toBe('Sold');
    expect(buyerStatusOf('pending', true, true)).toBe('Open house over');
    expect(buyerStatusOf('sold', false, true)).toBe('Sold');
  });
});
