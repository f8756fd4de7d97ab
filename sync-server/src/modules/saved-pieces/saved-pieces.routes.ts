import type { AppState } from '../../http/app-state';
import type { Middleware } from 'koa';
import { forbidden } from '../../http/errors';
import { textParam } from '../../http/params';
import { requireSignedIn, signedIn, signedInUser } from '../../http/guards';
import { removeSavedPiece } from '../../db/synced/saved-piece-writes';
import { featureEnabled } from '../../infra/settings.repo';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import { addWrite } from '../../http/write-routes';
import type { Db } from '../../db/database';
import { listSavedPieces, savePiece } from './saved-pieces.service';

export const wishlistOffMessage = 'Saved pieces are kept on this device: the account wishlist is switched off';

async function wishlistOn({ db }: { db: Db }) {
  if (!(await featureEnabled(db, 'wishlist'))) throw forbidden(wishlistOffMessage);
}

const requireWishlist: Middleware<AppState> = async (ctx, next) => {
  await wishlistOn(ctx.state);
  await next();
};

/** Saved pieces of the signed-in user, kept with the account (so they follow the user between devices) while the wishlist feature is on. */
export const savedPieceRoutes = () => {
  const router = apiRouter();
  addEndpoint(router, 'savedPieces', requireSignedIn, requireWishlist, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listSavedPieces(ctx.state.db, signedInUser(ctx.state));
  });
  addWrite(router, 'savePiece', {
    guards: [signedIn, wishlistOn],
    privateWrite: true,
    run: async ({ db, user, params }) => {
      const furnitureId = textParam(params.furnitureId);
      const added = await savePiece(db, signedInUser({ user }), furnitureId);
      return { status: added ? 201 : 200, body: { furnitureId, saved: true } };
    },
  });
  addWrite(router, 'unsavePiece', {
    guards: [signedIn, wishlistOn],
    privateWrite: true,
    run: async ({ db, user, params }) => {
      await removeSavedPiece(db, signedInUser({ user }).id, textParam(params.furnitureId));
      return {};
    },
  });
  return router;
};
