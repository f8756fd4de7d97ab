/// <reference lib="webworker" />
import './zod-config';
import { apiPaths } from '@stagehouse/shared/api-paths';
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler, setDefaultHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { appEndpointParts } from '@stagehouse/shared/endpoints/app-parts';
import { readAnswersWith } from './lib/api';
import { localDb } from './lib/local-db';
import { backgroundSyncTag } from './lib/outbox-tag';
import { syncNow } from './lib/sync-engine';

// A worker may not import code later: the table's parts it reads answers with are in its own script
// (the back office's are not: the worker never calls it).
readAnswersWith(async (part) => {
  if (part === 'admin') throw new Error('The worker does not read answers of the back office');
  return appEndpointParts[part];
});

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// The live-updates stream goes to the network without the worker: a stream the worker answered would
// never end, and a new version waits for the old one's answers to end before it takes over.
self.addEventListener('fetch', (event: FetchEvent) => {
  if (new URL(event.request.url).pathname === apiPaths.syncEvents) event.stopImmediatePropagation();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

const sameOriginGet = (url: URL, request: Request) => request.method === 'GET' && url.origin === self.location.origin;

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ url, request }) => sameOriginGet(url, request) && url.pathname.startsWith('/api/images/'),
  new CacheFirst({ cacheName: 'images', plugins: [okOnly, new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * 24 * 60 * 60 })] }),
);

// Kept once seen, offline too; refreshed in the background when a new build changes the file.
registerRoute(
  ({ url, request }) => sameOriginGet(url, request) && url.pathname.startsWith('/basemap/'),
  new StaleWhileRevalidate({ cacheName: 'basemap', plugins: [okOnly] }),
);

// Everything else goes to the network, API answers too (what the app keeps offline, IndexedDB keeps), so that a failure offline reaches the catch handler below.
setDefaultHandler(new NetworkOnly());

/** What could not be fetched nor found cached: the offline page for a document, a JSON 503 for the API. */
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache('/offline.html')) ?? Response.error();
  if (new URL(request.url).pathname.startsWith('/api/')) {
    return new Response(JSON.stringify({ message: 'You are offline and this is not saved on this device yet.' }), {
      status: 503,
      headers: { 'Content-Type': 'application/json' },
    });
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

/** Caches of earlier versions that held API answers (one of them a signed-in user's own). */
const retiredCaches = ['api-public', 'api-user'];
self.addEventListener('activate', (event: ExtendableEvent) =>
  event.waitUntil(Promise.all(retiredCaches.map((name) => caches.delete(name)))),
);

clientsClaim();
