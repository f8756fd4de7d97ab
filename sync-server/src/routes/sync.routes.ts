import { syncChangesQuerySchema } from '@stagehouse/shared/sync.schema';
import { requireSignedIn, signedInUser } from '../http/guards';
import { changesSince } from '../services/sync.service';
import { apiRouter } from '../http/api-router';

export const syncRoutes = () =>
  apiRouter().get('/api/sync/changes', requireSignedIn, async (ctx) => {
    const { since } = syncChangesQuerySchema.parse(ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await changesSince(ctx.state.db, signedInUser(ctx.state), since);
  });
