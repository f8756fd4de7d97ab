import { z } from 'zod';
import { pieceSchema } from './piece.schema';

/** Where a house stands: its postal address and its place on the map. */
export const houseLocationSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const propertyWithFurnitureSchema = z.object({
  id: z.number().int(),
  ...houseLocationSchema.shape,
  furnitureCount: z.number().int(),
  companyName: z.string(),
  companyId: z.number().int().nullable(),
  openHouseDate: z.string().nullable(),
});
export type PropertyWithFurniture = z.infer<typeof propertyWithFurnitureSchema>;

export const propertiesQuerySchema = z.object({
  city: z.string().trim().max(100).optional(),
  zip: z.string().trim().max(10).optional(),
  bbox: z
    .string()
    .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/)
    .transform((value) => value.split(',').map(Number) as [number, number, number, number])
    .optional(),
});

export const openHouseSchema = z.object({
  id: z.number().int(),
  ...houseLocationSchema.shape,
  companyId: z.number().int().nullable(),
  companyName: z.string(),
  description: z.string().nullable(),
  openHouseDate: z.string().nullable(),
  openHouseTime: z.string().nullable(),
  rsvpCount: z.number().int(),
  furniture: z.array(pieceSchema),
  /** Listed pieces an accepted request holds: buyers see them On hold, not available. */
  heldPieceIds: z.array(z.string()),
  /** Every pickup window has ended, or, without windows, its day has passed: its pieces can no longer be asked for. */
  over: z.boolean(),
});
export type OpenHouse = z.infer<typeof openHouseSchema>;
