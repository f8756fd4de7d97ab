export const limits = {
  /** Public reads not answered from the cache that run at once, taking turns between addresses. */
  publicReadsAtOnce: 4,
  /** Such reads of one address that may wait for their turn; more are answered 429. */
  publicReadsWaiting: 100,
  photosPerPiece: 5,
  tagsPerPiece: 10,
  photoUploaderDefaultMax: 10,
  photoMaxBytes: 5 * 1024 * 1024,
  photoTypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const,
  photoExtensions: ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const,
  passwordMinLength: 6,
  passwordMaxLength: 200,
  routingNumberLength: 9,
  accountNumberMinLength: 4,
  accountNumberMaxLength: 17,
  teamMembersMin: 1,
  nameMaxLength: 100,
  emailMaxLength: 254,
  textMaxLength: 200,
  /** A listing's property address, and a back office listing's location. */
  addressMaxLength: 300,
  descriptionMaxLength: 5000,
  dimensionsMaxLength: 80,
  /** A category's name, and so its value. */
  categoryMaxLength: 60,
  priceMax: 1_000_000,
  bulkPreviewRows: 10,
  /** The errors of each import the history lists; the rest are read with the import. */
  bulkHistoryErrors: 3,
  /** A preview not confirmed within a day expires: its file is uploaded again to import it. */
  bulkPreviewTtlMs: 24 * 60 * 60 * 1000,
  adminTopRows: 10,
  /** The most rows a back office CSV export fetches (a page of 100 at a time); a longer list says it exports its first ones. */
  adminExportMaxRows: 10_000,
  bulkUploadMaxBytes: 5 * 1024 * 1024,
  contactsImportMaxBytes: 2 * 1024 * 1024,
  contactsImportMaxRows: 50_000,
  contactsPerUser: 50_000,
  contactsImportsPerUserPerHour: 20,
  invitationsPerUserPerHour: 50,
  /** A contact who was invited is invited again only this many days later. */
  reinviteAfterDays: 30,
  piecesPerUserPerHour: 2_000,
  bulkImportMaxRows: 10_000,
  uploadUrlTtlMs: 15 * 60 * 1000,
  uploadUrlsPerUserPerHour: 300,
  passwordResetTtlMs: 60 * 60 * 1000,
  /** How long a link that confirms a buyer's email works. */
  emailConfirmationTtlMs: 7 * 24 * 60 * 60 * 1000,
  confirmationLinksPerUserPerHour: 3,
  idempotencyKeyTtlMs: 7 * 24 * 60 * 60 * 1000,
  /** Open event streams one address may hold (a browser holds one for all its tabs). */
  liveStreamsPerAddress: 50,
  /** Queued writes one POST /api/sync/push may carry. */
  syncPushMaxMutations: 100,
  loginAttemptsPerWindow: 10,
  /** Failed sign-ins of one account, from any addresses, before each further attempt waits its turn (1 s, doubling). */
  loginFailuresPerAccountPerWindow: 10,
  loginFailuresPerAddressPerWindow: 50,
  loginAttemptWindowMs: 15 * 60 * 1000,
  registrationsPerAddressPerHour: 30,
  passwordResetsPerEmailPerHour: 3,
  passwordResetsPerAddressPerHour: 20,
  rsvpsPerClientPerHour: 10,
  rsvpsPerHousePerHour: 100,
  requestsPerClientPerHour: 20,
  watchesPerClientPerHour: 30,
  pickupSlotsPerHouse: 10,
  /** How far ahead a lister may offer a pickup window. */
  pickupWindowDaysAhead: 60,
  requestMessageMaxLength: 1000,
  minimumOfferShare: 0.5,
  hourMs: 60 * 60 * 1000,
  photoMaxPixels: 50_000_000,
  /** A photo's longest side, and how many times longer than its shortest side it may be. */
  photoMaxSidePx: 12_000,
  photoMaxAspect: 20,
  mapMarkersPlaceholder: 8,
} as const;

export const money = {
  rsvpFeeUsd: 5,
  plusMonthlyUsd: 25,
  baseMonthlyUsd: 0,
  platformFeeRate: 0.025,
  daysPerMonth: 30,
} as const;

export const timing = {
  rsvpConfirmationCloseMs: 3000,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  toastSwipeThreshold: 50,
  tooltipOpenDelayMs: 700,
  tooltipSkipDelayMs: 300,
  analyticsCacheMs: 5 * 60 * 1000,
  adminListCacheMs: 2 * 60 * 1000,
} as const;

export const activityLevels = {
  highAbove: 100,
  mediumAbove: 25,
  trendAbove: 50,
} as const;

export const defaultCategoryColor = '#3B82F6';

export const storageKeys = {
  // The spec's names: what a browser kept under them stays.
  savedPieces: 'furniture-cart',
  auth: 'auth-storage',
} as const;
