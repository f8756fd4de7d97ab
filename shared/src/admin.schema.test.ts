import { describe, expect, it } from 'vitest';
import {
  bulkImportManualSchema,
  createAdminPieceSchema,
  createBannerSchema,
  createCategorySchema,
  createReleaseSchema,
  createTagSchema,
} from './admin.schema';
import { messagesOf } from './test-helpers';

describe('admin create schemas', () => {
  it('listing: title and description non-empty after trimming', () => {
    expect(messagesOf(createAdminPieceSchema, { title: ' ', description: 'x', price: 5, category: 'seating', stagerId: 1 })).toEqual({
      title: 'Invalid Input: Please fill in title and description fields',
    });
    expect(createAdminPieceSchema.parse({ title: 'Chair', description: 'Oak', price: '12', category: 'tables', stagerId: 1 }).status).toBe(
      'draft',
    );
  });

  it('listing: the category is a value the server checks against its table, and a blank one is "Category is required"', () => {
    const listing = { title: 'Chair', description: 'Oak', price: '12', stagerId: 1 };
    expect(createAdminPieceSchema.parse({ ...listing, category: ' outdoor-living ' }).category).toBe('outdoor-living');
    expect(messagesOf(createAdminPieceSchema, { ...listing, category: ' ' })).toEqual({ category: 'Category is required' });
    expect(messagesOf(createAdminPieceSchema, listing)).toEqual({ category: 'Category is required' });
  });

  it('category and tag: name and description, default colour #3B82F6', () => {
    expect(messagesOf(createCategorySchema, { name: '', description: '' })).toEqual({
      name: 'Invalid Input: Please fill in both name and description fields',
      description: 'Invalid Input: Please fill in both name and description fields',
    });
    expect(createCategorySchema.parse({ name: 'Rugs', description: 'Area rugs' }).color).toBe('#3B82F6');
    expect(messagesOf(createTagSchema, { name: 'Boho', category: 'style', description: ' ' })).toEqual({
      description: 'Invalid Input: Please fill in both name and description fields',
    });
  });

  it('banner: title and content', () => {
    expect(messagesOf(createBannerSchema, { title: '', content: 'x' })).toEqual({
      title: 'Invalid Input: Please fill in both title and content fields',
    });
  });

  it('release: version and title, blank feature lines dropped', () => {
    expect(messagesOf(createReleaseSchema, { version: '', title: 'x', releaseDate: '2026-11-01' })).toEqual({
      version: 'Invalid Input: Please fill in version and title fields',
    });
    expect(
      createReleaseSchema.parse({ version: '1.2.0', title: 'Maps', features: ['Clustering', '  ', ''], releaseDate: '2026-11-01' })
        .features,
    ).toEqual(['Clustering']);
  });

  it('manual import: empty JSON text is refused with the spec message', () => {
    expect(messagesOf(bulkImportManualSchema, { data: '  ' })).toEqual({ data: 'Invalid JSON: Please check your JSON formatting' });
  });
});
