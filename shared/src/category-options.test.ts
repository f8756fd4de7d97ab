import { describe, expect, it } from 'vitest';
import { categoryNameOf, categoryValueOf, offeredCategories } from './category-options';

const table = [
  { value: 'bedroom', name: 'Bedroom', isActive: true },
  { value: 'tables', name: 'Dining', isActive: true },
  { value: 'outdoor-living', name: 'Outdoor Living', isActive: true },
  { value: 'seating', name: 'Seating', isActive: false },
];

describe('offeredCategories', () => {
  it('are the active categories of the table, by the back office’s name', () => {
    expect(offeredCategories(table)).toEqual([
      { value: 'bedroom', label: 'Bedroom' },
      { value: 'tables', label: 'Dining' },
      { value: 'outdoor-living', label: 'Outdoor Living' },
    ]);
  });

  it('keep a switched-off category a piece already has, by name, and a value the table does not know yet', () => {
    expect(offeredCategories(table, ['seating', null]).map((o) => o.label)).toEqual(['Bedroom', 'Dining', 'Outdoor Living', 'Seating']);
    expect(offeredCategories([], ['tables'])).toEqual([{ value: 'tables', label: 'Tables' }]);
  });
});

describe('categoryNameOf', () => {
  it('is the name the back office gave the value', () => {
    expect(categoryNameOf('tables', table)).toBe('Dining');
    expect(categoryNameOf('seating', table)).toBe('Seating');
  });
});

describe('categoryValueOf', () => {
  it('is the name in lower case with dashes', () => {
    expect(categoryValueOf('  Outdoor Living! ')).toBe('outdoor-living');
    expect(categoryValueOf('!!')).toBe('');
  });
});
