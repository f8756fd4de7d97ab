import { matchRoutes } from 'react-router-dom';
import { nextTask } from '../lib/next-task';
import { type RouteHandle, routes } from './routes';

const handlesOf = (pathname: string) => (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle as RouteHandle | undefined);

/**
 * Loads the code of the screens a path shows, so its first render draws (or hydrates) them in one
 * pass. A page that reads the device's database gets that code first, evaluated in a task of its own.
 */
export async function loadRouteCode(pathname: string): Promise<void> {
  const handles = handlesOf(pathname);
  if (handles.some((handle) => handle?.page?.readsDevice)) {
    await import('../lib/local-db');
    await nextTask();
  }
  await Promise.all(handles.map((handle) => handle?.load?.()));
}
