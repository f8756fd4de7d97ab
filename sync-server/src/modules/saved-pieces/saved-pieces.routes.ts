import type { AppState } from '../../http/app-state';
import type { Middleware } from 'koa';
import { forbidden } from '../../http/errors';
import { textParam } from '../../http/params';
import { requireSignedIn, signedInUser } from '../../http/guards';
import { removeSavedPiece } from '../../db/synced/saved-piece-writes';
import { featureEnabled } from '../../infra/settings.repo';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import { idempotent } from '../../http/idempotency';
import { privateWrite } from '../../http/poke-on-write';
import { listSavedPieces, savePiece } from './saved-pieces.service';

export const wishlistOffMessage = 'Saved pieces are kept on this device: the account wishlist is switched off';

const requireWishlist: Middleware<AppState> = async (ctx, next) => {
  if (!(await featureEnabled(ctx.state.db, 'wishlist'))) throw forbidden(wishlistOffMessage);
  await next();
};

/** Saved pieces of the signed-in user, kept with the account (so they follow the user between devices) while the wishlist feature is on. */
export const savedPieceRoutes = () => {
  const router = apiRouter();
  addEndpoint(router, 'savedPieces', requireSignedIn, requireWishlist, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listSavedPieces(ctx.state.db, signedInUser(ctx.state));
  });
  addEndpoint(router, 'savePiece', requireSignedIn, requireWishlist, privateWrite, idempotent, async (ctx) => {
    const furnitureId = textParam(ctx.params.furnitureId);
    const added = await savePiece(ctx.state.db, signedInUser(ctx.state), furnitureId);
    ctx.status = added ? 201 : 200;
    ctx.body = { furnitureId, saved: true };
  });
  addEndpoint(router, 'unsavePiece', requireSignedIn, requireWishlist, privateWrite, idempotent, async (ctx) => {
    await removeSavedPiece(ctx.state.db, signedInUser(ctx.state).id, textParam(ctx.params.furnitureId));
    ctx.status = 204;
  });
  return router;
};
