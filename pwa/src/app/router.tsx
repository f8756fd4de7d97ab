import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes';

/** Loads the code of the routes a URL shows, so the first render can hydrate the page the server sent. */
const loadRoutesOf = async (location: Location) => {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
};

/** The app's router; a server-rendered page's routes are loaded first, the rest as they are visited. */
export const createAppRouter = async (serverRendered: boolean) => {
  if (serverRendered) await loadRoutesOf(window.location);
  return createBrowserRouter(routes);
};
