import { describe, expect, it } from 'vitest';
import { periodStart } from './figures';

describe('figure periods', () => {
  it('start this month and last month on the 1st (UTC), across a year, and the rolling ones a day or 365 days back', () => {
    const now = new Date('2027-01-15T10:30:00.000Z');
    expect(periodStart('thisMonth', now)).toBe('2027-01-01T00:00:00.000Z');
    expect(periodStart('lastMonth', now)).toBe('2026-12-01T00:00:00.000Z');
    expect(periodStart('last24Hours', now)).toBe('2027-01-14T10:30:00.000Z');
    expect(periodStart('last12Months', now)).toBe('2026-01-15T10:30:00.000Z');
  });
});
