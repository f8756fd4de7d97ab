/** The groups of the back-office menu, in its order. */
export const adminGroups = ['Insight', 'Users and money', 'Listings', 'Settings'] as const;
export type AdminGroup = (typeof adminGroups)[number];

/** Every back-office route with its menu label and group, in the menu's order. */
export const adminSections = [
  { path: '', label: 'Dashboard', title: 'Admin Dashboard', group: 'Insight' },
  { path: 'data', label: 'Data Analytics', title: 'Data Analytics', group: 'Insight' },
  { path: 'activity', label: 'Activity', title: 'Activity Analytics', group: 'Insight' },
  { path: 'partners', label: 'Partners', title: 'Partner Management', group: 'Insight' },
  { path: 'network', label: 'Network', title: 'Network Analytics', group: 'Insight' },
  { path: 'user-management', label: 'User Management', title: 'User Management', group: 'Users and money' },
  { path: 'users', label: 'Users', title: 'Admin Users', group: 'Users and money' },
  { path: 'billing', label: 'Billing', title: 'Billing Management', group: 'Users and money' },
  { path: 'furniture-listings', label: 'Furniture Listings', title: 'Furniture Listings', group: 'Listings' },
  { path: 'furniture-listings/crud', label: 'Listings', title: 'Listings', group: 'Listings' },
  { path: 'furniture-listings/identifiers', label: 'Identifiers', title: 'Identifiers', group: 'Listings' },
  { path: 'furniture-listings/bulk-loading', label: 'Bulk Loading', title: 'Bulk Loading', group: 'Listings' },
  { path: 'furniture-listings/images', label: 'Images', title: 'Images', group: 'Listings' },
  { path: 'furniture-listings/categories', label: 'Categories and Tags', title: 'Categories and Tags', group: 'Listings' },
  { path: 'demo-data', label: 'Demo Data', title: 'Demo Data', group: 'Listings' },
  { path: 'settings', label: 'Settings', title: 'Admin Settings', group: 'Settings' },
  { path: 'settings/banners', label: 'Banners', title: 'Banners', group: 'Settings' },
  { path: 'settings/email', label: 'Email', title: 'Email Integration', group: 'Settings' },
  { path: 'settings/releases', label: 'Releases', title: 'Releases', group: 'Settings' },
  { path: 'settings/activity-log', label: 'Activity Log', title: 'Activity Log', group: 'Settings' },
  { path: 'feature-toggles', label: 'Feature Toggles', title: 'Feature Toggles', group: 'Settings' },
] as const satisfies readonly { path: string; label: string; title: string; group: AdminGroup }[];
export type AdminSection = (typeof adminSections)[number];

/** The section a path under /admin opens ("/admin/settings/email/" -> Email), if any. */
export const sectionAt = (pathname: string): AdminSection | undefined => {
  const path = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  return adminSections.find((s) => s.path === path);
};
