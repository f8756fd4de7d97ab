/**
 * Every path the API serves, as the route pattern the server's routers match (`:name` is a parameter).
 * The server routes these patterns as they are; the client builds its URLs from them with `apiPaths`.
 */
export const apiRoutes = {
  health: '/api/health',
  openApi: '/api/openapi.json',
  docs: '/api/docs',
  docsFile: '/api/docs/:file',
  uiContent: '/api/ui-content',
  propertiesWithFurniture: '/api/properties-with-furniture',
  mapView: '/api/map',
  openHouse: '/api/open-house/:id',
  piece: '/api/piece/:id',
  pieceWatch: '/api/piece/:id/watch',
  pieces: '/api/pieces',
  pickupSlots: '/api/open-house/:id/pickup-slots',
  ownPickupWindows: '/api/pickup-windows',
  requests: '/api/requests',
  ownRequests: '/api/requests/mine',
  incomingRequests: '/api/requests/incoming',
  request: '/api/requests/:id',
  requestAction: {
    accept: '/api/requests/:id/accept',
    decline: '/api/requests/:id/decline',
    counter: '/api/requests/:id/counter',
    sell: '/api/requests/:id/sell',
    answer: '/api/requests/:id/answer',
  },
  rsvps: '/api/rsvps',
  favorites: '/api/favorites',
  favorite: '/api/favorites/:furnitureId',
  image: '/api/images/:file',
  upload: '/api/images/uploads/:file',
  login: '/api/auth/login',
  register: '/api/auth/register',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  session: '/api/auth/session',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  confirmEmail: '/api/auth/confirm-email',
  confirmationLink: '/api/auth/confirmation-link',
  profile: '/api/account/profile',
  changePassword: '/api/account/password',
  plan: '/api/account/plan',
  businessProfile: '/api/account/business-profile',
  payouts: '/api/account/payouts',
  paymentSettings: '/api/payment-settings',
  verifyBankAccount: '/api/verify-bank-account',
  salesAnalytics: '/api/analytics/sales/:userId',
  soldFurniture: '/api/furniture/status/sold',
  uploadUrl: '/api/furniture/upload-url',
  mls: '/api/mls/:mlsNumber',
  furniture: '/api/furniture',
  furnitureItem: '/api/furniture/:id',
  ownerFurniture: '/api/furniture/owner/:userId',
  contacts: '/api/contacts',
  contactsImport: '/api/contacts/import',
  contactInvite: '/api/contacts/:id/invite',
  company: '/api/company/:companyId',
  companies: '/api/companies',
  companyLocations: '/api/companies/locations',
  syncChanges: '/api/sync/changes',
  syncPush: '/api/sync/push',
  syncEvents: '/api/sync/events',
  admin: {
    dashboardStats: '/api/admin/dashboard-stats',
    emailStats: '/api/admin/email-stats',
    furnitureByZip: '/api/admin/furniture-by-zip',
    furnitureByStager: '/api/admin/furniture-by-stager',
    openHousesByZip: '/api/admin/open-houses-by-zip',
    users: '/api/admin/users',
    billing: '/api/admin/billing',
    activity: '/api/admin/activity',
    resetPassword: '/api/admin/reset-password',
    toggleVerification: '/api/admin/toggle-verification',
    toggleBeta: '/api/admin/toggle-beta',
    updatePlan: '/api/admin/update-plan',
    featureToggles: '/api/admin/feature-toggles',
    settings: '/api/admin/settings',
    outgoingEmails: '/api/admin/outgoing-emails',
    activityLog: '/api/admin/activity-log',
    toggleFeature: '/api/admin/toggle-feature',
    toggleDataSource: '/api/admin/toggle-data-source',
    demoData: '/api/admin/demo-data',
    loadSeedData: '/api/admin/load-seed-data',
    toggleDemoVisibility: '/api/admin/toggle-demo-visibility',
    resetSeedData: '/api/admin/reset-seed-data',
    furnitureListings: '/api/admin/furniture-listings',
    furnitureListing: '/api/admin/furniture-listings/:id',
    identifiers: '/api/admin/identifiers',
    bulkImports: '/api/admin/furniture-listings/bulk-imports',
    bulkUpload: '/api/admin/furniture-listings/bulk-upload',
    bulkImport: '/api/admin/furniture-listings/bulk-import/:id',
    bulkConfirm: '/api/admin/furniture-listings/bulk-import/:id/confirm',
    bulkCancel: '/api/admin/furniture-listings/bulk-import/:id/cancel',
    bulkManual: '/api/admin/furniture-listings/bulk-import-manual',
    furnitureImages: '/api/admin/furniture-images',
    furnitureImage: '/api/admin/furniture-images/:id',
    furnitureImagesBulkDelete: '/api/admin/furniture-images/bulk-delete',
    categories: '/api/admin/categories',
    category: '/api/admin/categories/:id',
    tags: '/api/admin/tags',
    tag: '/api/admin/tags/:id',
    banners: '/api/admin/banners',
    banner: '/api/admin/banners/:id',
    releases: '/api/admin/releases',
    release: '/api/admin/releases/:id',
    toggleEmailIntegration: '/api/admin/toggle-email-integration',
    toggleInviteSystem: '/api/admin/toggle-invite-system',
    testEmailConnection: '/api/admin/test-email-connection',
  },
} as const;

/** The parameter names of a route pattern: `'id' | 'file'` for `/a/:id/b/:file`. */
export type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The URL of a route pattern with each parameter filled in, percent-encoded. */
export function pathFor<Pattern extends string>(pattern: Pattern, params: Record<PathParams<Pattern>, string | number>): string {
  const values: Record<string, string | number> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!));
}

/** A pattern without parameters is its own URL, one with parameters needs a builder, and a group of patterns may be one builder that picks among them. */
type PathsOf<Routes> = {
  [Key in keyof Routes]: Routes[Key] extends string
    ? [PathParams<Routes[Key]>] extends [never]
      ? Routes[Key]
      : (...args: never[]) => string
    : PathsOf<Routes[Key]> | ((...args: never[]) => string);
};

type RequestAction = keyof typeof apiRoutes.requestAction;

/** The URLs the client calls, built from `apiRoutes`. */
export const apiPaths = {
  ...apiRoutes,
  openHouse: (id: number | string) => pathFor(apiRoutes.openHouse, { id }),
  piece: (id: string) => pathFor(apiRoutes.piece, { id }),
  pieceWatch: (id: string) => pathFor(apiRoutes.pieceWatch, { id }),
  docsFile: (file: string) => pathFor(apiRoutes.docsFile, { file }),
  pickupSlots: (propertyId: number) => pathFor(apiRoutes.pickupSlots, { id: propertyId }),
  request: (id: string) => pathFor(apiRoutes.request, { id }),
  requestAction: (id: string, action: RequestAction) => pathFor(apiRoutes.requestAction[action], { id }),
  favorite: (furnitureId: string) => pathFor(apiRoutes.favorite, { furnitureId }),
  image: (file: string) => pathFor(apiRoutes.image, { file }),
  upload: (file: string) => pathFor(apiRoutes.upload, { file }),
  salesAnalytics: (userId: number) => pathFor(apiRoutes.salesAnalytics, { userId }),
  mls: (mlsNumber: string) => pathFor(apiRoutes.mls, { mlsNumber }),
  furnitureItem: (id: string) => pathFor(apiRoutes.furnitureItem, { id }),
  ownerFurniture: (userId: number) => pathFor(apiRoutes.ownerFurniture, { userId }),
  company: (companyId: number | string) => pathFor(apiRoutes.company, { companyId }),
  contactInvite: (id: number) => pathFor(apiRoutes.contactInvite, { id }),
  admin: {
    ...apiRoutes.admin,
    furnitureListing: (id: string) => pathFor(apiRoutes.admin.furnitureListing, { id }),
    bulkImport: (id: number) => pathFor(apiRoutes.admin.bulkImport, { id }),
    bulkConfirm: (id: number) => pathFor(apiRoutes.admin.bulkConfirm, { id }),
    bulkCancel: (id: number) => pathFor(apiRoutes.admin.bulkCancel, { id }),
    furnitureImage: (id: number) => pathFor(apiRoutes.admin.furnitureImage, { id }),
    category: (id: number) => pathFor(apiRoutes.admin.category, { id }),
    tag: (id: number) => pathFor(apiRoutes.admin.tag, { id }),
    banner: (id: number) => pathFor(apiRoutes.admin.banner, { id }),
    release: (id: number) => pathFor(apiRoutes.admin.release, { id }),
  },
} as const satisfies PathsOf<typeof apiRoutes>;
