import type { AppState } from '../http/app-state';
import type { Middleware } from 'koa';
import { forbidden, notFound } from '../http/errors';
import { textParam } from '../http/params';
import { requireSignedIn, signedInUser } from '../http/guards';
import { addFavorite, listFavoriteFurniture, removeFavorite } from '../db/repos/favorites.repo';
import { mayRead, withImages } from '../db/repos/furniture.repo';
import { featureEnabled } from '../db/repos/settings.repo';
import { apiRouter } from '../http/api-router';
import { apiRoutes } from '@stagehouse/shared/api-paths';
import { idempotent } from '../http/idempotency';

export const wishlistOffMessage = 'Saved pieces are kept on this device: the account wishlist is switched off';

const requireWishlist: Middleware<AppState> = async (ctx, next) => {
  if (!(await featureEnabled(ctx.state.db, 'wishlist'))) throw forbidden(wishlistOffMessage);
  await next();
};

/** Saved pieces of the signed-in user, kept with the account (so they follow the user between devices) while the wishlist feature is on. */
export const favoritesRoutes = () =>
  apiRouter()
    .get(apiRoutes.favorites, requireSignedIn, requireWishlist, async (ctx) => {
      const user = signedInUser(ctx.state);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await withImages(ctx.state.db, (await listFavoriteFurniture(ctx.state.db, user.id)).filter((piece) => mayRead(piece, user)), () => false);
    })
    .put(apiRoutes.favorite, requireSignedIn, requireWishlist, idempotent, async (ctx) => {
      const user = signedInUser(ctx.state);
      const furnitureId = textParam(ctx.params.furnitureId);
      const piece = await ctx.state.db.selectFrom('furniture').select(['ownerId', 'status', 'needsReview']).where('id', '=', furnitureId).executeTakeFirst();
      if (!piece || !mayRead(piece, user)) throw notFound('Furniture not found');
      const added = await addFavorite(ctx.state.db, user.id, furnitureId);
      ctx.status = added ? 201 : 200;
      ctx.body = { furnitureId, saved: true };
    })
    .delete(apiRoutes.favorite, requireSignedIn, requireWishlist, idempotent, async (ctx) => {
      await removeFavorite(ctx.state.db, signedInUser(ctx.state).id, textParam(ctx.params.furnitureId));
      ctx.status = 204;
    });
