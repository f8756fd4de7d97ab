import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { RequestStatus } from '@stagehouse/shared/purchase-request.schema';
import type { bulkImportStatuses } from '@stagehouse/shared/options';

/** SQLite has no boolean: 0 or 1. */
type Flag = number;
type Auto<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: 'stager' | 'realtor' | 'admin';
  company: string | null;
  isVerified: Auto<Flag>;
  isBeta: Auto<Flag>;
  isActive: Auto<Flag>;
  plan: Auto<'base' | 'plus'>;
  billingStatus: Auto<'active' | 'past_due' | 'cancelled'>;
  isDemo: Auto<Flag>;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
}

export interface CompaniesTable {
  id: Generated<number>;
  userId: number;
  name: string;
  type: 'stager' | 'realtor';
  city: string | null;
  state: string | null;
  zipCode: string | null;
  description: Auto<string>;
  website: string | null;
  connectedSite: string | null;
  phone: string | null;
  email: string | null;
  teamSize: Auto<number>;
  specialties: Auto<string>;
  certifications: Auto<string>;
  serviceAreas: Auto<string>;
  responseTime: string | null;
  isDemo: Auto<Flag>;
  createdAt: string;
  profileSavedAt: string | null;
}

export interface ReviewsTable {
  id: Generated<number>;
  companyId: number;
  buyerName: string;
  rating: number;
  comment: string;
  verified: Auto<Flag>;
  createdAt: string;
}

export interface PropertiesTable {
  id: Generated<number>;
  ownerId: number;
  address: string;
  /** The address as compared (addressKey): one house per address. */
  addressKey: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  description: string | null;
  openHouseDate: string | null;
  openHouseTime: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFootage: number | null;
  isDemo: Auto<Flag>;
  createdAt: string;
  updatedAt: string;
}

export interface FurnitureTable {
  id: string;
  ownerId: number;
  propertyId: number | null;
  name: string;
  description: string | null;
  dimensions: string | null;
  priceCents: number;
  category: string | null;
  room: string | null;
  condition: string | null;
  status: 'pending' | 'draft' | 'sold';
  propertyAddress: string | null;
  propertyCity: string | null;
  propertyState: string | null;
  propertyZip: string | null;
  latitude: number | null;
  longitude: number | null;
  mlsNumber: string | null;
  soldDate: string | null;
  buyerInfo: string | null;
  /** Listed but held back from buyers until an admin reviews it (the admin status "pending"). */
  needsReview: Auto<Flag>;
  isDemo: Auto<Flag>;
  version: Auto<number>;
  createdAt: string;
  updatedAt: string;
}

export interface FurnitureImagesTable {
  id: Generated<number>;
  furnitureId: string;
  path: string;
  thumbPath: string | null;
  position: number;
  isFeatured: Auto<Flag>;
  alt: Auto<string>;
  fileSize: Auto<number>;
  width: Auto<number>;
  height: Auto<number>;
  createdAt: string;
}

export interface RsvpsTable {
  id: string;
  propertyId: number;
  furnitureId: string | null;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
}

export interface FavoritesTable {
  userId: number;
  furnitureId: string;
  createdAt: string;
}

export interface PaymentSettingsTable {
  userId: number;
  bankAccountType: 'checking' | 'savings';
  routingNumber: string;
  accountNumberCipher: string;
  /** The end of the account number that may be shown (shownEndOf): never the whole number. */
  accountNumberEnd: string;
  accountHolderName: string;
  bankName: string;
  verificationStatus: Auto<'none' | 'pending' | 'verified'>;
  verificationRequestedAt: string | null;
  updatedAt: string;
}

export interface PayoutsTable {
  id: Generated<number>;
  userId: number;
  furnitureId: string | null;
  amountCents: number;
  status: string;
  paidAt: string;
}

export interface ContactsTable {
  id: Generated<number>;
  userId: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  invitedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  id: string;
  userId: number | null;
  data: string;
  expiresAt: number;
}

export interface SignInsTable {
  id: Generated<number>;
  userId: number;
  ipAddress: string | null;
  createdAt: string;
}

export interface PickupSlotsTable {
  id: Generated<number>;
  propertyId: number;
  day: string;
  starts: string;
  ends: string;
}

export interface PurchaseRequestsTable {
  id: string;
  furnitureId: string;
  buyerUserId: number | null;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  offeredCents: number;
  counterCents: number | null;
  pickupDay: string;
  pickupFrom: string;
  pickupTo: string;
  /** When the pickup window ends (UTC ISO): a hold not sold by then ends by itself. */
  pickupEndsAt: string;
  /** When to remind the buyer of an accepted request (9:00 house time the day before pickup); null for requests older than reminders. */
  remindAt: string | null;
  remindedAt: string | null;
  message: string | null;
  status: RequestStatus;
  declineReason: string | null;
  /** A signed-out buyer reads and answers the request with its token; only its hash is kept. */
  accessTokenHash: string | null;
  version: Auto<number>;
  createdAt: string;
  updatedAt: string;
}

export interface RateLimitsTable {
  bucket: string;
  hits: number;
  /** Epoch milliseconds at which the bucket's window ends and its count starts again. */
  windowEndsAt: number;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export interface UploadTokensTable {
  token: string;
  userId: number;
  expiresAt: string;
  usedAt: string | null;
  /** The photo's size in bytes and in pixels, once it and its thumbnail are stored. */
  size: Auto<number | null>;
  width: Auto<number | null>;
  height: Auto<number | null>;
}

/** An uploaded photo or its thumbnail, where the database keeps them (PostgreSQL). */
export interface UploadFilesTable {
  name: string;
  bytes: Buffer;
  size: number;
  width: number;
  height: number;
  createdAt: string;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  method: string;
  path: string;
  status: number;
  body: string;
  /** A hash of the method, path and body the key was first used with. */
  fingerprint: Auto<string>;
  createdAt: string;
}

export interface ChangesTable {
  seq: Generated<number>;
  userId: number;
  entity: string;
  entityId: string;
  op: 'upsert' | 'delete';
  createdAt: string;
}

export interface ActivityLogTable {
  id: Generated<number>;
  createdAt: string;
  userId: number | null;
  userName: string;
  userRole: 'stager' | 'realtor' | 'admin' | null;
  action: 'create' | 'update' | 'delete' | 'view';
  entityType: 'listing' | 'user' | 'setting' | 'banner' | 'category';
  entityId: string | null;
  entityTitle: string | null;
  details: string | null;
  ipAddress: string | null;
}

export interface FeatureTogglesTable {
  id: string;
  name: string;
  description: string;
  enabled: Flag;
  updatedAt: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  content: string;
  type: 'info' | 'warning' | 'success' | 'beta';
  enabled: Auto<Flag>;
  targetAudience: 'all' | 'beta' | 'stagers' | 'realtors';
  createdAt: string;
}

export interface ReleasesTable {
  id: Generated<number>;
  version: string;
  title: string;
  description: Auto<string>;
  features: Auto<string>;
  isLive: Auto<Flag>;
  releaseDate: string;
  type: 'major' | 'minor' | 'patch' | 'hotfix';
  createdAt: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  /** The category value listings carry for it. */
  value: string;
  description: string;
  color: string;
  isActive: Auto<Flag>;
  createdAt: string;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  tagGroup: 'quality' | 'style' | 'furniture_type';
  description: string;
  isActive: Auto<Flag>;
  createdAt: string;
}

export interface FurnitureTagsTable {
  furnitureId: string;
  tagId: number;
}

export interface BulkImportsTable {
  id: Generated<number>;
  userId: number | null;
  fileName: string;
  fileType: 'csv' | 'json';
  recordCount: number;
  status: (typeof bulkImportStatuses)[number];
  rows: string;
  errors: string;
  errorCount: number;
  /** The first errors (JSON), as the history lists them. */
  firstErrors: string;
  /** The first rows (JSON), as a preview shows them. */
  preview: string;
  importedCount: Auto<number>;
  uploadedAt: string;
  importedAt: string | null;
}

export interface OutgoingEmailsTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** The files sent with it, as JSON (EmailAttachment[]). */
  attachments: string | null;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

export interface BillingLedgerTable {
  id: Generated<number>;
  userId: number;
  kind: 'rsvp' | 'plus_subscription';
  amountCents: number;
  reference: string | null;
  occurredAt: string;
}

export interface HealthChecksTable {
  id: number;
  checkedAt: string;
}

export interface Database {
  users: UsersTable;
  companies: CompaniesTable;
  reviews: ReviewsTable;
  properties: PropertiesTable;
  furniture: FurnitureTable;
  furnitureImages: FurnitureImagesTable;
  rsvps: RsvpsTable;
  favorites: FavoritesTable;
  paymentSettings: PaymentSettingsTable;
  payouts: PayoutsTable;
  contacts: ContactsTable;
  sessions: SessionsTable;
  signIns: SignInsTable;
  rateLimits: RateLimitsTable;
  pickupSlots: PickupSlotsTable;
  purchaseRequests: PurchaseRequestsTable;
  passwordResets: PasswordResetsTable;
  uploadTokens: UploadTokensTable;
  uploadFiles: UploadFilesTable;
  idempotencyKeys: IdempotencyKeysTable;
  changes: ChangesTable;
  activityLog: ActivityLogTable;
  featureToggles: FeatureTogglesTable;
  appSettings: AppSettingsTable;
  banners: BannersTable;
  releases: ReleasesTable;
  categories: CategoriesTable;
  tags: TagsTable;
  furnitureTags: FurnitureTagsTable;
  bulkImports: BulkImportsTable;
  outgoingEmails: OutgoingEmailsTable;
  billingLedger: BillingLedgerTable;
  healthChecks: HealthChecksTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type FurnitureRow = Selectable<FurnitureTable>;
export type PurchaseRequestRow = Selectable<PurchaseRequestsTable>;
export type NewFurniture = Insertable<FurnitureTable>;
