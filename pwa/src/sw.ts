/// <reference lib="webworker" />
import './zod-config';
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler, setDefaultHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { cacheNames } from './lib/cache-names';
import { localDb } from './lib/local-db';
import { backgroundSyncTag } from './lib/outbox-tag';
import { syncNow } from './lib/sync-engine';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

const sameOriginGet = (url: URL, request: Request) => request.method === 'GET' && url.origin === self.location.origin;

/** Public reads the app shows offline: the map's properties, open houses, companies. */
const publicReads = /^\/api\/(properties-with-furniture|open-house\/|companies|company\/)/;
/** The signed-in user's own reads; never /api/auth, /api/admin or the change feed (always live). */
const userReads = /^\/api\/(ui-content|favorites$|furniture\/owner\/|furniture\/status\/sold|analytics\/sales\/)/;

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(({ url, request }) => sameOriginGet(url, request) && publicReads.test(url.pathname), new NetworkFirst({ cacheName: cacheNames.publicApi, networkTimeoutSeconds: 5, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 })] }));

registerRoute(({ url, request }) => sameOriginGet(url, request) && userReads.test(url.pathname), new NetworkFirst({ cacheName: cacheNames.userApi, networkTimeoutSeconds: 5, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 })] }));

registerRoute(
  ({ url, request }) => sameOriginGet(url, request) && url.pathname.startsWith('/api/images/'),
  new CacheFirst({ cacheName: cacheNames.images, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * 24 * 60 * 60 })] }),
);

// Kept once seen, offline too; refreshed in the background when a new build changes the file.
registerRoute(({ url, request }) => sameOriginGet(url, request) && url.pathname.startsWith('/basemap/'), new StaleWhileRevalidate({ cacheName: cacheNames.basemap, plugins: [okOnly] }));

// Everything else goes to the network, so that a failure offline reaches the catch handler below.
setDefaultHandler(new NetworkOnly());

/** What could not be fetched nor found cached: the offline page for a document, a JSON 503 for the API. */
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache('/offline.html')) ?? Response.error();
  if (new URL(request.url).pathname.startsWith('/api/')) {
    return new Response(JSON.stringify({ message: 'You are offline and this is not saved on this device yet.' }), { status: 503, headers: { 'Content-Type': 'application/json' } });
  }
  return Response.error();
});

// Background Sync: the browser wakes the worker when the connection returns, even with the app closed.
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === backgroundSyncTag) sync.waitUntil(syncNow(localDb));
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
