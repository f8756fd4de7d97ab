import { z } from 'zod';
import { categoryValueSchema } from './category.schema';
import { optionalText, priceSchema, recordIdSchema, requiredText } from './fields';
import { limits } from './limits';
import { photoMessages, validation } from './messages';
import { conditions, editFormConditions, editFormRooms, pieceStatuses, rooms } from './options';

export const pieceStatusSchema = z.enum(pieceStatuses);
export type PieceStatus = z.infer<typeof pieceStatusSchema>;

/** An image path as stored on a listing: served by this server under /api/images/. */
export const imagePathSchema = z
  .string()
  .max(300)
  .regex(/^\/api\/images\/[\w-]+(\/[\w-]+)?\.(webp|png|jpe?g|gif)$/, 'Invalid image path');

const imagesSchema = z.array(imagePathSchema).max(limits.photosPerPiece, photoMessages.tooMany(limits.photosPerPiece));

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalOption = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(emptyToUndefined, z.enum(values).optional());
const requiredOption = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/** A category value, or none (blank) on the create form. */
const optionalCategory = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : emptyToUndefined(value)),
  categoryValueSchema.optional(),
);

/** Tags from the back office's active ones (checked by the server), as ids. */
const tagIdsSchema = z.array(recordIdSchema).max(limits.tagsPerPiece, validation.tooManyTags(limits.tagsPerPiece));

const location = {
  propertyCity: optionalText(),
  propertyState: optionalText(2),
  propertyZip: optionalText(10),
  latitude: z.number().min(-90).max(90).optional().nullable(),
  longitude: z.number().min(-180).max(180).optional().nullable(),
};

/** The create form's optional block: the same for a listing and a draft. */
const optionalDetails = {
  description: optionalText(limits.descriptionMaxLength),
  dimensions: optionalText(limits.dimensionsMaxLength),
  category: optionalCategory,
  room: optionalOption(rooms),
  condition: optionalOption(conditions),
  mlsNumber: optionalText(40),
  tagIds: tagIdsSchema.default([]),
};

const clientId = {
  id: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .optional(),
};
const ownerId = { ownerId: recordIdSchema.optional().nullable() };

/** List Furniture: the required block and the optional block of the create form. */
export const listPieceSchema = z.object({
  ...clientId,
  ...ownerId,
  name: requiredText(validation.itemNameToList),
  price: priceSchema(validation.priceToList),
  propertyAddress: requiredText(validation.propertyAddressToList, limits.addressMaxLength),
  images: imagesSchema.min(1, validation.photoToList),
  ...optionalDetails,
  status: z.literal('pending').optional(),
  ...location,
});
export type ListPieceInput = z.input<typeof listPieceSchema>;

/** The List Furniture form: every chosen photo counts, uploaded or still waiting on this device to go up. */
export const listPieceFormSchema = listPieceSchema.extend({ images: z.array(z.string()).min(1, validation.photoToList) });

/** Save Draft skips the create form's rules; only bounds and types are kept. */
export const draftPieceSchema = z.object({
  ...clientId,
  ...ownerId,
  name: optionalText(),
  price: z.preprocess(emptyToUndefined, priceSchema(validation.priceToList).optional()),
  propertyAddress: optionalText(limits.addressMaxLength),
  images: imagesSchema.default([]),
  ...optionalDetails,
  status: z.literal('draft'),
  ...location,
});
export type DraftPieceInput = z.input<typeof draftPieceSchema>;

/** A create is a draft when it says so, else a listing; one schema at a time, so each message keeps its field. */
export const createPieceSchemaFor = (input: unknown) =>
  typeof input === 'object' && input !== null && 'status' in input && input.status === 'draft' ? draftPieceSchema : listPieceSchema;

/** Edit furniture: the edit form's rules and its extra options. */
export const editPieceSchema = z.object({
  ...ownerId,
  name: requiredText(validation.itemNameRequired),
  description: requiredText(validation.descriptionRequired, limits.descriptionMaxLength),
  dimensions: optionalText(limits.dimensionsMaxLength),
  price: priceSchema(validation.priceRequired),
  category: categoryValueSchema,
  room: requiredOption(editFormRooms, validation.roomRequired),
  condition: requiredOption(editFormConditions, validation.conditionRequired),
  status: requiredOption(pieceStatuses, validation.statusRequired),
  mlsNumber: optionalText(40),
  propertyAddress: optionalText(limits.addressMaxLength),
  images: imagesSchema.optional(),
  tagIds: tagIdsSchema.optional(),
  buyerInfo: optionalText(),
  ...location,
});
export type EditPieceInput = z.input<typeof editPieceSchema>;

export const pieceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  dimensions: z.string().nullable(),
  price: z.number(),
  category: z.string().nullable(),
  room: z.enum(editFormRooms).nullable(),
  condition: z.enum(editFormConditions).nullable(),
  status: pieceStatusSchema,
  /** A listed piece an admin holds back from buyers until it is reviewed (the back office's "pending"). */
  needsReview: z.boolean(),
  images: z.array(z.string()),
  tagIds: z.array(z.number().int()),
  ownerId: z.number().int(),
  propertyId: z.number().int().nullable(),
  propertyAddress: z.string().nullable(),
  propertyCity: z.string().nullable(),
  propertyState: z.string().nullable(),
  propertyZip: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  mlsNumber: z.string().nullable(),
  soldDate: z.string().nullable(),
  buyerInfo: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Piece = z.infer<typeof pieceSchema>;

export const salesAnalyticsSchema = z.object({
  totalSales: z.number(),
  itemsSold: z.number().int(),
  averageSale: z.number(),
});
export type SalesAnalytics = z.infer<typeof salesAnalyticsSchema>;

export const uploadUrlAnswerSchema = z.object({ uploadURL: z.string() });

/** A photo as stored from an upload: its path, a small version's, and its size in pixels and bytes. */
export const storedImageSchema = z.object({
  path: z.string(),
  thumbnail: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

export const propertyLookupSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  squareFootage: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PropertyLookup = z.infer<typeof propertyLookupSchema>;

export const mlsNumberSchema = z.string().trim().min(1, validation.mlsNumberRequired).max(40);
