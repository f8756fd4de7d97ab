import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { nextTask } from '../lib/next-task';
import { routes, type ServerRenderedPage } from './routes';

/**
 * Loads the code of the routes a URL shows, so the first render can hydrate the page the server sent.
 * A page that reads the device's database gets that code first, evaluated in a task of its own.
 */
async function loadRoutesOf(location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  if (matches.some((match) => (match.route.handle as ServerRenderedPage | undefined)?.readsDevice)) {
    await import('../lib/local-db');
    await nextTask();
  }
  await Promise.all(
    matches
      .filter((match) => typeof match.route.lazy === 'function')
      .map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
  );
}

/** The app's router; a server-rendered page's routes are loaded first, the rest as they are visited. */
export async function createAppRouter(serverRendered: boolean) {
  if (serverRendered) await loadRoutesOf(window.location);
  return createBrowserRouter(routes);
}
