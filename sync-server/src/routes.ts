import type Router from '@koa/router';
import type { Deps } from './deps';
import type { AppState } from './http/app-state';
import { apiRouter } from './http/api-router';
import { requireAdmin } from './http/guards';
import { accountRoutes } from './routes/account.routes';
import { adminAnalyticsRoutes } from './routes/admin-analytics.routes';
import { adminListingsRoutes } from './routes/admin-listings.routes';
import { adminSettingsRoutes } from './routes/admin-settings.routes';
import { authRoutes } from './routes/auth.routes';
import { browseRoutes } from './routes/browse.routes';
import { contactsRoutes } from './routes/contacts.routes';
import { savedPieceRoutes } from './routes/saved-pieces.routes';
import { pieceRoutes } from './routes/pieces.routes';
import { healthRoutes } from './routes/health.routes';
import { imagesRoutes } from './routes/images.routes';
import { requestsRoutes } from './routes/requests.routes';
import { liveRoutes } from './routes/live.routes';
import { rsvpsRoutes } from './routes/rsvps.routes';
import { syncRoutes } from './routes/sync.routes';
import { uiContentRoutes } from './routes/ui-content.routes';

/**
 * The API's two routers. The site's routes each carry their own guards; every back office route
 * lives on the admin router, whose first middleware lets only admins through.
 */
export function createRouters(deps: Deps): { site: Router<AppState>; admin: Router<AppState> } {
  const site = apiRouter();
  for (const routes of [
    healthRoutes(deps),
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
  for (const routes of [adminAnalyticsRoutes(deps), adminSettingsRoutes(deps), adminListingsRoutes(deps)]) admin.use(routes.routes());
  return { site, admin };
}
