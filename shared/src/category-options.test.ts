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

  it('keeps every ASCII name’s value as it was: lower case letters and digits, dashes between', () => {
    const before = (name: string) =>
      name
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    for (const name of ['Seating', 'Mid-Century  Modern', ' 2 Seat Sofas ', 'Kids & Nursery', 'A/B_C.D', 'Decor', '--x--'])
      expect(categoryValueOf(name), name).toBe(before(name));
  });

  it('gives a name with a letter or digit of any script a value of its own', () => {
    expect(categoryValueOf('家具')).toBe('家具');
    expect(categoryValueOf('Ö Chairs')).toBe('ö-chairs');
    expect(categoryValueOf('Ä Chairs')).toBe('ä-chairs');
    expect(categoryValueOf('Мебель для сада')).toBe('мебель-для-сада');
    expect(categoryValueOf('٣ كراسي')).toBe('٣-كراسي');
    // Vowel signs are kept, so two words that differ only in one stay two values.
    expect(categoryValueOf('कि')).not.toBe(categoryValueOf('का'));
    expect(categoryValueOf('🪑 ✨')).toBe('');
    expect(categoryValueOf('\u0301\u0301')).toBe('');
  });

  it('is the same for the same name however it is typed: composed or not, full width or not, any case', () => {
    expect(categoryValueOf('Ö Chairs'.normalize('NFD'))).toBe('ö-chairs');
    expect(categoryValueOf('ＣＨＡＩＲＳ')).toBe('chairs');
    expect(categoryValueOf('ÖSTERREICH')).toBe(categoryValueOf('österreich'));
  });

  it('holds nothing a query string reads: only letters, digits and the dashes between them', () => {
    for (const name of ['Tables & Chairs = 2', 'Rugs #1 + 50% off', '家具 / Möbel?']) {
      const value = categoryValueOf(name);
      expect(value, name).toMatch(/^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u);
    }
  });

  it('is at most as long as a category value may be, cut between characters', () => {
    expect(categoryValueOf('家'.repeat(60))).toHaveLength(60);
    expect(categoryValueOf('ﷺ'.repeat(20)).length).toBeLessThanOrEqual(60);
    const astral = categoryValueOf('𝒜'.repeat(40));
    expect(astral).toBe('a'.repeat(40));
    expect(categoryValueOf('𠀀'.repeat(40))).toBe('𠀀'.repeat(30));
  });
});
