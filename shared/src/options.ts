/**
 * The category values of the spec's lister lists, which the demo data carries. Each is a row of the
 * categories table, and that table alone decides what a form, filter or import offers and how a value reads.
 */
export const furnitureCategories = ['seating', 'tables', 'bedroom', 'storage', 'lighting', 'decor'] as const;
export const allFurnitureCategories = [...furnitureCategories, 'other', 'outdoor'] as const;

export const rooms = ['Living Room', 'Bedroom', 'Dining Room', 'Kitchen', 'Office'] as const;
export const editFormRooms = [...rooms, 'Bathroom', 'Outdoor'] as const;

export const conditions = ['new', 'like-new', 'good', 'fair'] as const;
export const editFormConditions = [...conditions, 'needs-repair'] as const;

export const pieceStatuses = ['pending', 'draft', 'sold'] as const;
export const companyFurnitureStatuses = ['available', 'sold', 'pending'] as const;

/** The spec's two kinds of lister: they list pieces and host open houses. */
export const listerTypes = ['stager', 'realtor'] as const;
/** Who may register: a lister, or a buyer (an account for requests and saved pieces, no listing). */
export const userTypes = [...listerTypes, 'buyer'] as const;
export const roles = [...userTypes, 'admin'] as const;
export const accountTypes = ['stager', 'realtor', 'customer'] as const;

/** How the back office names each kind of lister and each role. */
export const userTypeLabels: Record<(typeof userTypes)[number], string> = { stager: 'Stager', realtor: 'Realtor', buyer: 'Buyer' };
export const roleLabels: Record<(typeof roles)[number], string> = { ...userTypeLabels, admin: 'Admin' };

export const plans = ['base', 'plus'] as const;
export const planLabels: Record<(typeof plans)[number], string> = {
  base: 'Pay per RSVP',
  plus: 'Pay per RSVP + SEO',
};
/** The plans' names, as the plan select and the filters show them. */
export const planNames: Record<(typeof plans)[number], string> = { base: 'Base', plus: 'Plus' };
export const billingStatuses = ['active', 'past_due', 'cancelled'] as const;
export const billingStatusLabels: Record<(typeof billingStatuses)[number], string> = {
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
};

export const bankAccountTypes = ['checking', 'savings'] as const;
export const bankVerificationStatuses = ['Not Set Up', 'Pending Verification', 'Verified'] as const;

export const bannerTypes = ['info', 'warning', 'success', 'beta'] as const;
export const bannerAudiences = ['all', 'beta', 'stagers', 'realtors'] as const;
export const bannerTypeLabels: Record<(typeof bannerTypes)[number], string> = {
  info: 'Info',
  warning: 'Warning',
  success: 'Success',
  beta: 'Beta',
};
export const bannerAudienceLabels: Record<(typeof bannerAudiences)[number], string> = {
  all: 'Everyone',
  beta: 'Beta users',
  stagers: 'Stagers',
  realtors: 'Realtors',
};

export const tagGroups = ['quality', 'style', 'furniture_type'] as const;
export const suggestedTags: Record<(typeof tagGroups)[number], readonly string[]> = {
  quality: ['Excellent', 'Good', 'Fair', 'Needs Repair'],
  style: ['Modern', 'Traditional', 'Rustic', 'Industrial', 'Bohemian', 'Scandinavian'],
  furniture_type: ['Sectional', 'Loveseat', 'Platform Bed', 'Dining Set', 'Coffee Table', 'Side Table'],
};

export const releaseTypes = ['major', 'minor', 'patch', 'hotfix'] as const;
export const releaseTypeLabels: Record<(typeof releaseTypes)[number], string> = {
  major: 'Major',
  minor: 'Minor',
  patch: 'Patch',
  hotfix: 'Hotfix',
};

export const adminPieceStatuses = ['draft', 'active', 'pending', 'sold'] as const;

/** How a piece's status reads, to its lister as in the back office (shared/piece-status maps a stored piece to it). */
export const adminPieceStatusLabels: Record<(typeof adminPieceStatuses)[number], string> = {
  draft: 'Draft',
  active: 'Active',
  pending: 'Pending review',
  sold: 'Sold',
};
export const adminPieceCreateStatuses = ['draft', 'active', 'pending'] as const;

export const bulkImportStatuses = ['pending', 'previewing', 'imported', 'failed', 'cancelled', 'expired'] as const;

/** How the import history names each status. */
export const bulkImportStatusLabels: Record<(typeof bulkImportStatuses)[number], string> = {
  pending: 'Importing',
  previewing: 'Preview',
  imported: 'Imported',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
export const bulkImportFileTypes = ['csv', 'json'] as const;
export const bulkImportColumns = ['title', 'description', 'price', 'category', 'location', 'stager_email'] as const;

/** What Activity Analytics sorts listers by, most first: total activity is the five figures added up. */
export const activitySorts = ['total', 'listings', 'favorites', 'rsvps', 'sales', 'openHouses'] as const;
export const activitySortLabels: Record<(typeof activitySorts)[number], string> = {
  total: 'Total activity',
  listings: 'Listings',
  favorites: 'Favorites',
  rsvps: 'RSVPs',
  sales: 'Sales',
  openHouses: 'Open houses',
};

export const activityActions = ['create', 'update', 'delete', 'view'] as const;
export const activityEntityTypes = ['listing', 'user', 'setting', 'banner', 'category'] as const;
export const activityActionLabels: Record<(typeof activityActions)[number], string> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  view: 'View',
};
export const activityEntityTypeLabels: Record<(typeof activityEntityTypes)[number], string> = {
  listing: 'Listing',
  user: 'User',
  setting: 'Setting',
  banner: 'Banner',
  category: 'Category',
};

/** The two kinds of record the Identifiers screen lists. */
export const identifierTypes = ['listing', 'account'] as const;
export const identifierTypeLabels: Record<(typeof identifierTypes)[number], string> = { listing: 'Listing', account: 'Account' };

export const featureToggleDefaults = [
  { id: 'demo_furniture', name: 'Demo Furniture', description: 'Show demo furniture listings to visitors', enabled: true },
  { id: 'staging_projects', name: 'Staging Projects', description: 'Staging project tools for stagers', enabled: true },
  { id: 'map_view', name: 'Map View', description: 'Interactive map of open houses', enabled: true },
  {
    id: 'wishlist',
    name: 'Wishlist',
    description: "Keep signed-in users' saved pieces with their account, on every device",
    enabled: false,
  },
  {
    id: 'checkout_booking',
    name: 'Checkout Booking',
    description: 'Buyers send requests to buy pieces, and listers answer them',
    enabled: false,
  },
  { id: 'messaging', name: 'Messaging', description: 'Messages between buyers and listers', enabled: false },
] as const;
export const featureToggleIds = ['demo_furniture', 'staging_projects', 'map_view', 'wishlist', 'checkout_booking', 'messaging'] as const;

/** Feature switches whose feature the app does not have yet: shown as such, and they cannot be flipped. */
export const featuresNotInUse: readonly (typeof featureToggleIds)[number][] = ['staging_projects', 'messaging'];

export const companyTypeFilters = ['all', 'stager', 'realtor'] as const;
export const companySorts = ['featured', 'rating', 'listings', 'newest'] as const;

export const subscriberSources = ['rsvp', 'registration'] as const;
export const subscriberSourceLabels: Record<(typeof subscriberSources)[number], string> = { rsvp: 'RSVP', registration: 'Registration' };

export const pieceSorts = ['relevance', 'newest', 'price-asc', 'price-desc', 'date', 'nearest'] as const;
export type PieceSort = (typeof pieceSorts)[number];
export const pieceSortLabels: Record<PieceSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  date: 'Open house date',
  nearest: 'Nearest',
};
