import Router from '@koa/router';
import { syncChangesQuerySchema } from '@stagehouse/shared/sync.schema';
import type { AppState } from '../http/app-state';
import { requireSignedIn, signedInUser } from '../http/guards';
import { changesSince } from '../services/sync.service';

export const syncRoutes = () =>
  new Router<AppState>().get('/api/sync/changes', requireSignedIn, async (ctx) => {
    const { since } = syncChangesQuerySchema.parse(ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await changesSince(ctx.state.db, signedInUser(ctx.state), since);
  });
