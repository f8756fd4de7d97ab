import { z } from 'zod';
import { allFurnitureCategories, editFormConditions, editFormRooms, pieceStatuses, plans, listerTypes } from '@stagehouse/shared/options';
import { houseLocationSchema } from '@stagehouse/shared/property.schema';

/** The shape of data/demo/demo-data.json; dates are days relative to the day it is loaded. */
export const demoDataSchema = z.object({
  companies: z.array(
    z.object({
      user: z.object({
        email: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        role: z.enum(listerTypes),
        plan: z.enum(plans),
        isVerified: z.boolean(),
        joinedDaysAgo: z.number().int(),
        demoAccount: z.boolean(),
      }),
      company: z.object({
        name: z.string(),
        type: z.enum(listerTypes),
        city: z.string(),
        state: z.string(),
        zipCode: z.string(),
        description: z.string(),
        website: z.string(),
        phone: z.string(),
        email: z.string(),
        teamSize: z.number().int(),
        specialties: z.array(z.string()),
        certifications: z.array(z.string()),
        serviceAreas: z.array(z.string()),
        responseTime: z.string(),
      }),
      reviews: z.array(
        z.object({
          buyerName: z.string(),
          rating: z.number().int(),
          comment: z.string(),
          verified: z.boolean(),
          daysAgo: z.number().int(),
        }),
      ),
    }),
  ),
  properties: z.array(
    z.object({
      companyIndex: z.number().int(),
      ...houseLocationSchema.shape,
      description: z.string(),
      openHouseInDays: z.number().int(),
      openHouseTime: z.string(),
      bedrooms: z.number().int(),
      bathrooms: z.number(),
      squareFootage: z.number().int(),
    }),
  ),
  furniture: z.array(
    z.object({
      id: z.string(),
      propertyIndex: z.number().int(),
      name: z.string(),
      description: z.string(),
      dimensions: z.string().nullable().default(null),
      price: z.number(),
      category: z.enum(allFurnitureCategories),
      room: z.enum(editFormRooms),
      condition: z.enum(editFormConditions),
      status: z.enum(pieceStatuses),
      images: z.array(z.string()),
      mlsNumber: z.string().nullable(),
      listedDaysAgo: z.number().int(),
      soldDaysAgo: z.number().int().nullable(),
      buyerInfo: z.string().nullable(),
    }),
  ),
  rsvps: z.array(
    z.object({
      id: z.string(),
      propertyIndex: z.number().int(),
      furnitureId: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      daysAgo: z.number().int(),
    }),
  ),
  favorites: z.array(z.object({ userEmail: z.string(), furnitureId: z.string(), daysAgo: z.number().int() })),
  signIns: z.array(z.object({ userEmail: z.string(), daysAgo: z.number().int() })),
});
export type DemoData = z.infer<typeof demoDataSchema>;
