import { describe, expect, it } from 'vitest';
import {
  createPieceSchemaFor,
  draftPieceSchema,
  editPieceSchema,
  listPieceFormSchema,
  listPieceSchema,
  mlsNumberSchema,
} from './piece.schema';
import { messagesOf } from './test-helpers';

const photo = '/api/images/uploads/0b8f3c1e-4c1e-4f43-9a57-1f0d2c3b4a5e.webp';

describe('listFurnitureFormSchema', () => {
  it('counts a photo still waiting on the device to go up, and still asks for one', () => {
    const form = { name: 'Sofa', price: '10', propertyAddress: '1 Main St, Denver, CO 80202' };
    expect(listPieceFormSchema.safeParse({ ...form, images: ['5c0e-waiting-photo'] }).success).toBe(true);
    expect(messagesOf(listPieceFormSchema, { ...form, images: [] })).toEqual({ images: 'Please upload at least one photo to list!' });
  });
});

describe('listFurnitureSchema', () => {
  it('gives the four List Furniture messages', () => {
    expect(messagesOf(listPieceSchema, { name: '', price: '', propertyAddress: '', images: [] })).toEqual({
      name: 'Please fill out item name to list!',
      price: 'Please fill out price to list!',
      propertyAddress: 'Please fill out property address to list!',
      images: 'Please upload at least one photo to list!',
    });
  });

  it('reads the price text as a number and leaves optional fields optional', () => {
    const parsed = listPieceSchema.parse({
      name: 'Sofa',
      price: '$1,200',
      propertyAddress: '1 Main St, Denver, CO 80202',
      images: [photo],
    });
    expect(parsed.price).toBe(1200);
    expect(parsed.category).toBeUndefined();
  });

  it('takes any category value (the server checks it against the back office table), and none when blank', () => {
    const draft = (category: unknown) => draftPieceSchema.parse({ status: 'draft', category }).category;
    expect(draft('outdoor-living')).toBe('outdoor-living');
    expect(draft(' ')).toBeUndefined();
    expect(draft(null)).toBeUndefined();
  });

  it('allows at most 5 photos', () => {
    const base = { name: 'Sofa', price: '10', propertyAddress: 'x' };
    expect(messagesOf(listPieceSchema, { ...base, images: Array(6).fill(photo) })).toEqual({ images: 'Maximum 5 images allowed' });
  });

  it('refuses a price that is not a number and image paths outside /api/images', () => {
    const base = { name: 'Sofa', propertyAddress: 'x' };
    expect(messagesOf(listPieceSchema, { ...base, price: 'ten', images: [photo] })).toEqual({ price: 'Price must be a number' });
    expect(listPieceSchema.safeParse({ ...base, price: '5', images: ['https://evil.example/x.png'] }).success).toBe(false);
    expect(listPieceSchema.safeParse({ ...base, price: '5', images: ['/api/images/../secret.png'] }).success).toBe(false);
  });
});

describe('draftFurnitureSchema', () => {
  it('skips the create rules', () => {
    expect(draftPieceSchema.safeParse({ status: 'draft', name: '', price: '', images: [] }).success).toBe(true);
  });

  it('is chosen by createFurnitureSchemaFor when the status is draft, and its messages keep their field', () => {
    expect(createPieceSchemaFor({ status: 'draft' }).safeParse({ status: 'draft' }).success).toBe(true);
    expect(createPieceSchemaFor({ status: 'pending' })).toBe(listPieceSchema);
    expect(createPieceSchemaFor({})).toBe(listPieceSchema);
    expect(messagesOf(draftPieceSchema, { status: 'draft', tagIds: Array(11).fill(1) })).toEqual({ tagIds: 'Choose at most 10 tags' });
  });
});

describe('editFurnitureSchema', () => {
  const valid = {
    name: 'Sofa',
    description: 'Grey velvet',
    price: '800',
    category: 'outdoor',
    room: 'Bathroom',
    condition: 'needs-repair',
    status: 'sold',
  };

  it('accepts the extra options of the edit form', () => {
    expect(editPieceSchema.safeParse(valid).success).toBe(true);
  });

  it('gives the edit form messages', () => {
    expect(
      messagesOf(editPieceSchema, { name: '', description: '', price: '', category: '', room: '', condition: '', status: '' }),
    ).toEqual({
      name: 'Item name is required',
      description: 'Description is required',
      price: 'Price is required',
      category: 'Category is required',
      room: 'Room is required',
      condition: 'Condition is required',
      status: 'Status is required',
    });
  });

  it('says Category is required for an empty category', () => {
    expect(messagesOf(editPieceSchema, { ...valid, category: ' ' })).toEqual({ category: 'Category is required' });
  });
});

describe('mlsNumberSchema', () => {
  it('says MLS Number Required for an empty number', () => {
    expect(messagesOf(mlsNumberSchema, ' ')).toEqual({ '': 'MLS Number Required' });
  });
});
