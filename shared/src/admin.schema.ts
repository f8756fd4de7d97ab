import { z } from 'zod';
import { defaultCategoryColor, limits } from './limits';
import { categoryValueSchema } from './category.schema';
import { idSchema, priceSchema, recordIdSchema } from './fields';
import { validation } from './messages';
import { pageInfoSchema, pageQuerySchema } from './page.schema';
import {
  activityActions,
  activitySorts,
  activityEntityTypes,
  adminPieceCreateStatuses,
  adminPieceStatuses,
  bannerAudiences,
  bannerTypes,
  billingStatuses,
  bulkImportFileTypes,
  bulkImportStatuses,
  featureToggleIds,
  identifierTypes,
  plans,
  releaseTypes,
  roles,
  subscriberSources,
  tagGroups,
  userTypes,
} from './options';

const trimmedRequired = (message: string, max = 5000) => z.string({ error: message }).trim().min(1, message).max(max, validation.tooLong);

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalStagers: z.number().int(),
  totalRealtors: z.number().int(),
  dailyActiveUsers: z.number().int(),
  emailSubscribers: z.number().int(),
  totalFurnitureItems: z.number().int(),
  totalSoldItems: z.number().int(),
  totalRSVPs: z.number().int(),
  totalFavorites: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const emailStatsSchema = z.object({
  totalSubscribers: z.number().int(),
  bySource: z.array(z.object({ source: z.enum(subscriberSources), count: z.number().int() })),
  byZipCode: z.array(z.object({ zipCode: z.string(), count: z.number().int() })),
});
export type EmailStats = z.infer<typeof emailStatsSchema>;

export const furnitureByZipSchema = z.object({
  zipCode: z.string(),
  totalListed: z.number().int(),
  totalSold: z.number().int(),
  avgListedPrice: z.number(),
  avgSoldPrice: z.number(),
});
export type FurnitureByZip = z.infer<typeof furnitureByZipSchema>;

export const furnitureByStagerSchema = z.object({
  stagerId: z.number().int(),
  stagerName: z.string(),
  stagerCompany: z.string().nullable(),
  totalListed: z.number().int(),
  totalSold: z.number().int(),
  totalRSVPs: z.number().int(),
  totalFavorites: z.number().int(),
  avgListedPrice: z.number(),
  totalEarnings: z.number(),
});
export type FurnitureByStager = z.infer<typeof furnitureByStagerSchema>;

export const openHousesByZipSchema = z.object({
  zipCode: z.string(),
  openHouses: z.number().int(),
  rsvps: z.number().int(),
  furnitureCount: z.number().int(),
});
export type OpenHousesByZip = z.infer<typeof openHousesByZipSchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.enum(roles),
  company: z.string().nullable(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  /** A beta tester: banners for the beta audience reach them. */
  isBeta: z.boolean(),
  plan: z.enum(plans),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const searchQuery = z.string().trim().max(100).optional();
const userTypeQuery = z.enum(['all', ...userTypes]).default('all');
export const adminUsersQuerySchema = pageQuerySchema.extend({
  search: searchQuery,
  userType: userTypeQuery,
  verified: booleanQuery.optional(),
  active: booleanQuery.optional(),
});
export const adminUsersAnswerSchema = pageInfoSchema.extend({ users: z.array(adminUserSchema) });
export type AdminUsersAnswer = z.infer<typeof adminUsersAnswerSchema>;

export const userIdBodySchema = z.object({ userId: recordIdSchema });
export const toggleVerificationSchema = userIdBodySchema.extend({ isVerified: z.boolean() });
export const toggleBetaSchema = userIdBodySchema.extend({ isBeta: z.boolean() });
export const updatePlanSchema = userIdBodySchema.extend({ planType: z.enum(plans) });

export const billingAccountSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  currentPlan: z.enum(plans),
  billingStatus: z.enum(billingStatuses),
  rsvpCount: z.number().int(),
  totalRevenue: z.number(),
});
export type BillingAccount = z.infer<typeof billingAccountSchema>;
export const billingTotalsSchema = z.object({
  monthlyRevenue: z.number(),
  monthlyGrowth: z.number(),
  rsvpRevenue: z.number(),
  totalRsvps: z.number().int(),
  avgRevenuePerUser: z.number(),
});
/** Search over name, email and company, and the plan and billing status; the revenue and subscriptions are over every account. */
export const billingQuerySchema = pageQuerySchema.extend({
  search: searchQuery,
  plan: z.enum(['all', ...plans]).default('all'),
  status: z.enum(['all', ...billingStatuses]).default('all'),
});
export const billingAnswerSchema = pageInfoSchema.extend({
  users: z.array(billingAccountSchema),
  revenue: billingTotalsSchema,
  subscriptions: z.object({ base: z.number().int(), plus: z.number().int() }),
});
export type BillingAnswer = z.infer<typeof billingAnswerSchema>;

export const activityUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  userType: z.enum(userTypes),
  totalListings: z.number().int(),
  totalFavorites: z.number().int(),
  totalRsvps: z.number().int(),
  totalSales: z.number().int(),
  totalOpenHouses: z.number().int(),
  avgListingPrice: z.number(),
  avgFurniturePerOpenHouse: z.number(),
});
export type ActivityUser = z.infer<typeof activityUserSchema>;
export const activityTotalsSchema = z.object({
  totalListings: z.number().int(),
  totalFavorites: z.number().int(),
  totalRsvps: z.number().int(),
  totalSales: z.number().int(),
  totalOpenHouses: z.number().int(),
});
/** Search over name, email and company, the user type, and the figure to sort by (most first); the totals are over every lister. */
export const activityQuerySchema = pageQuerySchema.extend({
  search: searchQuery,
  userType: userTypeQuery,
  sort: z.enum(activitySorts).default('total'),
});
export const activityAnswerSchema = pageInfoSchema.extend({ users: z.array(activityUserSchema), totals: activityTotalsSchema });
export type ActivityAnswer = z.infer<typeof activityAnswerSchema>;

export const featureToggleSchema = z.object({
  id: z.enum(featureToggleIds),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type FeatureToggle = z.infer<typeof featureToggleSchema>;
export const toggleFeatureSchema = z.object({ featureId: z.enum(featureToggleIds), enabled: z.boolean() });
export const toggleDataSourceSchema = z.object({ useSampleData: z.boolean() });
export const toggleDemoVisibilitySchema = z.object({ visible: z.boolean() });
export const toggleEnabledSchema = z.object({ enabled: z.boolean() });
export const seedCountsSchema = z.object({ listings: z.number().int(), users: z.number().int(), transactions: z.number().int() });
export type SeedCounts = z.infer<typeof seedCountsSchema>;

export const adminPieceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  /** The category value the piece carries, and the back office's name for it. */
  category: z.string().nullable(),
  categoryName: z.string().nullable(),
  location: z.string().nullable(),
  stagerId: z.number().int(),
  stagerName: z.string(),
  status: z.enum(adminPieceStatuses),
  images: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPiece = z.infer<typeof adminPieceSchema>;
export const adminPiecesQuerySchema = pageQuerySchema.extend({
  search: searchQuery,
  status: z.enum(adminPieceStatuses).optional(),
  category: categoryValueSchema.optional(),
});
/** One page of the pieces with the filters, and how many pieces there are of each status in all. */
export const adminPiecesAnswerSchema = pageInfoSchema.extend({
  listings: z.array(adminPieceSchema),
  counts: z.record(z.enum(adminPieceStatuses), z.number().int()),
});
export type AdminPiecesAnswer = z.infer<typeof adminPiecesAnswerSchema>;
export const createAdminPieceSchema = z.object({
  title: trimmedRequired(validation.adminListingInput, 200),
  description: trimmedRequired(validation.adminListingInput),
  price: priceSchema(validation.priceRequired),
  category: categoryValueSchema,
  location: z.string().trim().max(limits.addressMaxLength).optional().default(''),
  stagerId: idSchema,
  status: z.enum(adminPieceCreateStatuses).default('draft'),
});
export const patchAdminPieceSchema = z
  .object({
    title: trimmedRequired(validation.adminListingInput, 200),
    description: trimmedRequired(validation.adminListingInput),
    price: priceSchema(validation.priceRequired),
    category: categoryValueSchema,
    location: z.string().trim().max(limits.addressMaxLength),
    stagerId: idSchema,
    status: z.enum(adminPieceStatuses),
  })
  .partial();

export const bulkImportRowSchema = z.object({
  title: z.string(),
  description: z.string(),
  price: z.string(),
  category: z.string(),
  location: z.string(),
  stager_email: z.string(),
});
export type BulkImportRow = z.infer<typeof bulkImportRowSchema>;
/** An import as the history lists it: its counts and its first few errors (`limits.bulkHistoryErrors`), never its rows. */
export const bulkImportSummarySchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileType: z.enum(bulkImportFileTypes),
  recordCount: z.number().int(),
  status: z.enum(bulkImportStatuses),
  uploadedAt: z.string(),
  importedCount: z.number().int(),
  errorCount: z.number().int(),
  firstErrors: z.array(z.string()),
});
export type BulkImportSummary = z.infer<typeof bulkImportSummarySchema>;
/** One import read on its own: every error, and the first rows (`limits.bulkPreviewRows`) as a preview. */
export const bulkImportSchema = bulkImportSummarySchema.extend({
  errors: z.array(z.string()),
  preview: z.array(bulkImportRowSchema),
});
export type BulkImport = z.infer<typeof bulkImportSchema>;
export const bulkImportsAnswerSchema = pageInfoSchema.extend({ imports: z.array(bulkImportSummarySchema) });
export type BulkImportsAnswer = z.infer<typeof bulkImportsAnswerSchema>;
export const bulkImportManualSchema = z.object({
  data: z.string().trim().min(1, validation.adminInvalidJson).max(5_000_000),
});

export const furnitureImageSchema = z.object({
  id: z.number().int(),
  listingId: z.string(),
  listingTitle: z.string(),
  fileName: z.string(),
  url: z.string(),
  isFeatured: z.boolean(),
  uploadedAt: z.string(),
  fileSize: z.number().int(),
  dimensions: z.string(),
  alt: z.string(),
});
export type FurnitureImage = z.infer<typeof furnitureImageSchema>;
export const adminImagesQuerySchema = pageQuerySchema.extend({
  listingId: z.string().max(64).optional(),
  featured: booleanQuery.optional(),
});
/** One page of the photos with the filters; the statistics are over every photo of the chosen listing, or of all. */
export const adminImagesAnswerSchema = pageInfoSchema.extend({
  images: z.array(furnitureImageSchema),
  stats: z.object({ total: z.number().int(), featured: z.number().int(), totalBytes: z.number().int(), listings: z.number().int() }),
});
export type AdminImagesAnswer = z.infer<typeof adminImagesAnswerSchema>;
export const patchImageSchema = z.object({ isFeatured: z.boolean() });
export const bulkDeleteImagesSchema = z.object({ imageIds: z.array(recordIdSchema).min(1).max(500) });

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #3B82F6');
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What pieces of the category carry; it never changes. */
  value: z.string(),
  description: z.string(),
  color: z.string(),
  listingCount: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const createCategorySchema = z.object({
  name: trimmedRequired(validation.adminCategoryInput, limits.categoryMaxLength),
  description: trimmedRequired(validation.adminCategoryInput, 500),
  color: hexColor.default(defaultCategoryColor),
});
export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(tagGroups),
  description: z.string(),
  listingCount: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;
export const createTagSchema = z.object({
  name: trimmedRequired(validation.adminCategoryInput, 60),
  category: z.enum(tagGroups),
  description: trimmedRequired(validation.adminCategoryInput, 500),
});
export const toggleActiveSchema = z.object({ isActive: z.boolean() });

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  type: z.enum(bannerTypes),
  enabled: z.boolean(),
  targetAudience: z.enum(bannerAudiences),
  createdAt: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const createBannerSchema = z.object({
  title: trimmedRequired(validation.adminBannerInput, 120),
  content: trimmedRequired(validation.adminBannerInput, 1000),
  type: z.enum(bannerTypes).default('info'),
  targetAudience: z.enum(bannerAudiences).default('all'),
});

export const releaseSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  isLive: z.boolean(),
  releaseDate: z.string(),
  type: z.enum(releaseTypes),
});
export type Release = z.infer<typeof releaseSchema>;
export const createReleaseSchema = z.object({
  version: trimmedRequired(validation.adminReleaseInput, 40),
  title: trimmedRequired(validation.adminReleaseInput, 200),
  description: z.string().trim().max(5000).default(''),
  features: z
    .array(z.string().max(500))
    .max(100)
    .default([])
    .transform((lines) => lines.map((line) => line.trim()).filter((line) => line.length > 0)),
  type: z.enum(releaseTypes).default('minor'),
  releaseDate: z.iso.date(),
});
export const toggleLiveSchema = z.object({ isLive: z.boolean() });

export const activityLogEntrySchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  userRole: z.enum(roles).nullable(),
  action: z.enum(activityActions),
  entityType: z.enum(activityEntityTypes),
  entityId: z.string().nullable(),
  entityTitle: z.string().nullable(),
  details: z.string().nullable(),
  ipAddress: z.string().nullable(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

export const activityLogQuerySchema = pageQuerySchema.extend({
  action: z.enum(activityActions).optional(),
  entityType: z.enum(activityEntityTypes).optional(),
  search: searchQuery,
});
/** One page of the log with the filters, newest first, and a summary over the whole log. */
export const activityLogAnswerSchema = pageInfoSchema.extend({
  entries: z.array(activityLogEntrySchema),
  summary: z.object({ total: z.number().int(), byAction: z.record(z.string(), z.number().int()) }),
});
export type ActivityLogAnswer = z.infer<typeof activityLogAnswerSchema>;

/** The back office's switches, and whether an SMTP server is configured at all. */
export const adminSettingsSchema = z.object({
  useSampleData: z.boolean(),
  demoVisible: z.boolean(),
  emailIntegration: z.boolean(),
  inviteSystem: z.boolean(),
  smtpConfigured: z.boolean(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** An email the app sent or kept (without SMTP, emails are kept here for the admin to read). */
export const outgoingEmailSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutgoingEmail = z.infer<typeof outgoingEmailSchema>;
export const outgoingEmailsAnswerSchema = pageInfoSchema.extend({ emails: z.array(outgoingEmailSchema) });
export type OutgoingEmailsAnswer = z.infer<typeof outgoingEmailsAnswerSchema>;

/**
 * A listing's or an account's identifier: a listing names the account it refers to, an account how
 * many listings refer to it.
 */
export const identifierRecordSchema = z.object({
  type: z.enum(identifierTypes),
  id: z.string(),
  title: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  listingCount: z.number().int().nullable(),
  createdAt: z.string(),
});
export type IdentifierRecord = z.infer<typeof identifierRecordSchema>;
export const identifiersQuerySchema = pageQuerySchema.extend({ search: searchQuery, type: z.enum(identifierTypes).optional() });
export const identifiersAnswerSchema = pageInfoSchema.extend({ records: z.array(identifierRecordSchema) });
export type IdentifiersAnswer = z.infer<typeof identifiersAnswerSchema>;
