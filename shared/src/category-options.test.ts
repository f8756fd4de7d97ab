import { describe, expect, it } from 'vitest';
import { categoryValueOf, offeredCategories } from './category-options';
import { createFormCategories, editFormCategories } from './options';

const values = (formList: readonly string[], categories: Parameters<typeof offeredCategories>[1] = []) =>
  offeredCategories(formList, categories).map((o) => o.value);

describe('offeredCategories', () => {
  it("are each form's own list while the back office changes nothing: other on create, outdoor on edit", () => {
    expect(offeredCategories(createFormCategories, [{ value: 'tables', name: 'Dining', isActive: true }])).toEqual([
      { value: 'seating', label: 'Seating' },
      { value: 'tables', label: 'Tables' },
      { value: 'bedroom', label: 'Bedroom' },
      { value: 'storage', label: 'Storage' },
      { value: 'lighting', label: 'Lighting' },
      { value: 'decor', label: 'Decor' },
      { value: 'other', label: 'Other' },
    ]);
    expect(values(editFormCategories)).toEqual(['seating', 'tables', 'bedroom', 'storage', 'lighting', 'decor', 'outdoor']);
  });

  it('leave out a category switched off and add the active ones of the back office by name', () => {
    const categories = [
      { value: 'tables', name: 'Dining', isActive: false },
      { value: 'outdoor-living', name: 'Outdoor Living', isActive: true },
      { value: 'rugs', name: 'Rugs', isActive: false },
    ];
    expect(offeredCategories(createFormCategories, categories).slice(-2)).toEqual([
      { value: 'other', label: 'Other' },
      { value: 'outdoor-living', label: 'Outdoor Living' },
    ]);
    expect(values(createFormCategories, categories)).not.toContain('tables');
    expect(values(createFormCategories, categories)).not.toContain('rugs');
  });
});

describe('categoryValueOf', () => {
  it('is the name in lower case with dashes', () => {
    expect(categoryValueOf('  Outdoor Living! ')).toBe('outdoor-living');
    expect(categoryValueOf('!!')).toBe('');
  });
});
