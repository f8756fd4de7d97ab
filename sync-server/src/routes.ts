import type Router from '@koa/router';
import type { Deps } from './deps';
import type { AppState } from './http/app-state';
import { apiRouter } from './http/api-router';
import { requireAdmin } from './http/guards';
import type { PublicReads } from './http/public-reads';
import type { Config } from './config';
import { accountRoutes } from './modules/accounts/account.routes';
import { adminAnalyticsRoutes } from './modules/admin/admin-analytics.routes';
import { adminPiecesRoutes } from './modules/admin/admin-pieces.routes';
import { adminSettingsRoutes } from './modules/admin/admin-settings.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { browseReads, browseRoutes } from './modules/browse/browse.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { savedPieceRoutes } from './modules/saved-pieces/saved-pieces.routes';
import { pieceRoutes } from './modules/pieces/pieces.routes';
import { healthRoutes } from './modules/health/health.routes';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { requestsRoutes } from './modules/requests/requests.routes';
import { liveRoutes } from './modules/sync/live.routes';
import { rsvpsRoutes } from './modules/rsvps/rsvps.routes';
import { syncRoutes } from './modules/sync/sync.routes';
import { uiContentReads, uiContentRoutes } from './modules/ui-content/ui-content.routes';

/**
 * The API's two routers. The site's routes each carry their own guards; every back office route
 * lives on the admin router, whose first middleware lets only admins through.
 */
export function createRouters(deps: Deps): { site: Router<AppState>; admin: Router<AppState> } {
  const site = apiRouter();
  for (const routes of [
    healthRoutes(deps),
    apiDocsRoutes(deps),
    imagesRoutes(deps),
    uiContentRoutes(deps),
    authRoutes(deps),
    browseRoutes(deps),
    rsvpsRoutes(deps),
    requestsRoutes(deps),
    savedPieceRoutes(),
    accountRoutes(deps),
    pieceRoutes(deps),
    contactsRoutes(deps),
    syncRoutes(deps, () => site),
    liveRoutes(deps),
  ])
    site.use(routes.routes());
  const admin = apiRouter().use(requireAdmin);
  for (const routes of [adminAnalyticsRoutes(deps), adminSettingsRoutes(deps), adminPiecesRoutes(deps)]) admin.use(routes.routes());
  return { site, admin };
}

/** What the server reads to draw a public page: the public reads a visitor's app makes first. */
export const pageReads = (config: Config): Partial<PublicReads> => ({ ...uiContentReads(config), ...browseReads });
