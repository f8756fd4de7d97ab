import Router from '@koa/router';
import type { AppState } from './app-state';

/**
 * Every router of the API: a path matches in one spelling only (case and a trailing slash count),
 * so the guards tied to a route cannot be stepped around by spelling its path another way.
 */
export const apiRouter = () => new Router<AppState>({ sensitive: true, strict: true });

/** An API path in any spelling (case, doubled slashes, percent-encoding): such a path is never answered with the app's page. */
export function isApiPath(urlPath: string) {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // A malformed escape is matched as sent.
  }
  return /^\/+api(\/|$)/i.test(decoded);
}
