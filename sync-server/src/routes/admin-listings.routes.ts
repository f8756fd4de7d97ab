import Router from '@koa/router';
import type { Deps } from '../deps';
import type { AppState } from '../http/app-state';
import { signedInUser } from '../http/guards';
import { textParam } from '../http/params';
import { createAdminListing, listAdminListings, patchAdminListing } from '../services/admin-listings.service';
import { deleteFurniture } from '../services/furniture.service';

/** The back office's listings: the same furniture rows the listers use. Admin-only (adminArea). */
export const adminListingsRoutes = ({ config }: Deps) =>
  new Router<AppState>()
    .get('/api/admin/furniture-listings', async (ctx) => {
      ctx.body = await listAdminListings(ctx.state.db, ctx.query);
    })
    .post('/api/admin/furniture-listings', async (ctx) => {
      ctx.status = 201;
      ctx.body = await createAdminListing(ctx.state.db, config.dataDir, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .patch('/api/admin/furniture-listings/:id', async (ctx) => {
      ctx.body = await patchAdminListing(ctx.state.db, signedInUser(ctx.state), textParam(ctx.params.id), ctx.request.body, ctx.ip);
    })
    .delete('/api/admin/furniture-listings/:id', async (ctx) => {
      await deleteFurniture(ctx.state.db, config.dataDir, signedInUser(ctx.state), textParam(ctx.params.id), ctx.ip);
      ctx.status = 204;
    });
