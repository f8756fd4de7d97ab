/** Cache Storage names shared by the service worker and the page. */
export const cacheNames = {
  /** Public answers kept for offline use (properties, open houses, companies). */
  publicApi: 'api-public',
  /** One signed-in user's answers; emptied at sign-in and sign-out so the next user never sees them. */
  userApi: 'api-user',
  images: 'images',
  /** Basemap files fetched as the map needs them (county lines); the rest of the basemap is precached. */
  basemap: 'basemap',
};
