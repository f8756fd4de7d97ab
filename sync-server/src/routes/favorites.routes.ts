import Router from '@koa/router';
import type { AppState } from '../http/app-state';
import { notFound } from '../http/errors';
import { textParam } from '../http/params';
import { requireSignedIn, signedInUser } from '../http/guards';
import { addFavorite, listFavoriteFurniture, removeFavorite } from '../db/repos/favorites.repo';
import { withImages } from '../db/repos/furniture.repo';

/** Saved pieces of the signed-in user, so they follow the user between devices. */
export const favoritesRoutes = () =>
  new Router<AppState>()
    .use('/api/favorites', requireSignedIn)
    .get('/api/favorites', async (ctx) => {
      const user = signedInUser(ctx.state);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await withImages(ctx.state.db, await listFavoriteFurniture(ctx.state.db, user.id), () => false);
    })
    .put('/api/favorites/:furnitureId', async (ctx) => {
      const user = signedInUser(ctx.state);
      const furnitureId = textParam(ctx.params.furnitureId);
      const piece = await ctx.state.db.selectFrom('furniture').select('status').where('id', '=', furnitureId).executeTakeFirst();
      if (!piece || piece.status === 'draft') throw notFound('Furniture not found');
      const added = await addFavorite(ctx.state.db, user.id, furnitureId);
      ctx.status = added ? 201 : 200;
      ctx.body = { furnitureId, saved: true };
    })
    .delete('/api/favorites/:furnitureId', async (ctx) => {
      await removeFavorite(ctx.state.db, signedInUser(ctx.state).id, textParam(ctx.params.furnitureId));
      ctx.status = 204;
    });
