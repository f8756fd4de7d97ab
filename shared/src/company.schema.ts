import { z } from 'zod';
import { companyFurnitureStatuses, companySorts, companyTypeFilters, listerTypes } from './options';

export const companiesQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  type: z.enum(companyTypeFilters).default('all'),
  /** "City, ST", one of the company locations. */
  location: z.string().trim().max(100).optional(),
  sort: z.enum(companySorts).default('featured'),
});
export type CompaniesQuery = z.input<typeof companiesQuerySchema>;

/** The locations ("City, ST") that have a public company, for the location filter. */
export const companyLocationsSchema = z.array(z.string());
export type CompanyLocations = z.infer<typeof companyLocationsSchema>;

export const companyFurnitureItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  status: z.enum(companyFurnitureStatuses),
  category: z.string().nullable(),
  listedDate: z.string(),
  dimensions: z.string().nullable(),
  image: z.string().nullable(),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  buyerName: z.string(),
  rating: z.number(),
  comment: z.string(),
  date: z.string(),
  verified: z.boolean(),
});

export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(listerTypes),
  location: z.string(),
  zipCode: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  totalListings: z.number().int(),
  activeListings: z.number().int(),
  soldItems: z.number().int(),
  joinedDate: z.string(),
  isPlusSubscriber: z.boolean(),
  description: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companySchema = companySummarySchema.extend({
  specialties: z.array(z.string()),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  teamSize: z.number().int(),
  certifications: z.array(z.string()),
  serviceAreas: z.array(z.string()),
  furniture: z.array(companyFurnitureItemSchema),
  reviews: z.array(reviewSchema),
  stats: z.object({
    avgResponseTime: z.string(),
    avgListingPrice: z.number(),
    soldThisMonth: z.number().int(),
    repeatCustomers: z.number().int(),
  }),
});
export type Company = z.infer<typeof companySchema>;
