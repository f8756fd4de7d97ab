import { describe, expect, it } from 'vitest';
import { countOf, rangeOf } from './count-text';

describe('countOf', () => {
  it('puts the noun in the number of the count', () => {
    expect(countOf(1, 'listing')).toBe('1 listing');
    expect(countOf(0, 'listing')).toBe('0 listings');
    expect(countOf(1200, 'listing')).toBe('1,200 listings');
    expect(countOf(2, 'open house', 'open houses')).toBe('2 open houses');
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
  });
});

describe('rangeOf', () => {
  it('names the first and last row of the page and the count of all', () => {
    expect(rangeOf({ page: 1, pageSize: 25, total: 240 }, 'listing')).toBe('1–25 of 240 listings');
    expect(rangeOf({ page: 10, pageSize: 25, total: 240 }, 'listing')).toBe('226–240 of 240 listings');
    expect(rangeOf({ page: 1, pageSize: 25, total: 1 }, 'listing')).toBe('1–1 of 1 listing');
    expect(rangeOf({ page: 2, pageSize: 1000, total: 4500 }, 'photo')).toBe('1,001–2,000 of 4,500 photos');
  });

  it('says only the count when the page has no rows', () => {
    expect(rangeOf({ page: 1, pageSize: 25, total: 0 }, 'entry', 'entries')).toBe('0 entries');
    expect(rangeOf({ page: 3, pageSize: 25, total: 40 }, 'listing')).toBe('40 listings');
  });
});
