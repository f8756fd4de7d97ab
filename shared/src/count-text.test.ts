import { describe, expect, it } from 'vitest';
import { countOf } from './count-text';

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
