import Router from '@koa/router';
import { limits } from '@stagehouse/shared/limits';
import getRawBody from 'raw-body';
import type { Deps } from '../deps';
import type { AppState } from '../http/app-state';
import { payloadTooLarge } from '../http/errors';
import { requireSignedIn, signedInUser } from '../http/guards';
import { idParam, textParam } from '../http/params';
import { createFurniture, deleteFurniture, getFurniture, listOwnerFurniture, listOwnSold, salesAnalytics, updateFurniture } from '../services/furniture.service';
import { lookupMls } from '../services/mls.service';
import { createUploadUrl, storeUpload } from '../services/uploads.service';

const uploadFile = /^([0-9a-f-]{36})\.webp$/;

/** Listings, their photos and the lister's sales. */
export const furnitureRoutes = ({ db, config }: Deps) =>
  new Router<AppState>()
    .post('/api/furniture/upload-url', requireSignedIn, async (ctx) => {
      ctx.body = await createUploadUrl(db, signedInUser(ctx.state).id, `${ctx.protocol}://${ctx.host}`);
    })
    .put('/api/images/uploads/:file', requireSignedIn, async (ctx) => {
      const id = textParam(ctx.params.file).match(uploadFile)?.[1];
      const user = signedInUser(ctx.state);
      let bytes: Buffer;
      try {
        bytes = await getRawBody(ctx.req, { limit: limits.photoMaxBytes, length: ctx.get('content-length') || undefined });
      } catch (error) {
        if ((error as { status?: number }).status === 413) throw payloadTooLarge('File too large: each photo can be at most 5MB');
        throw error;
      }
      ctx.status = 201;
      ctx.body = await storeUpload(db, config.dataDir, user.id, id ?? '', bytes);
    })
    .post('/api/furniture', requireSignedIn, async (ctx) => {
      ctx.status = 201;
      ctx.body = await createFurniture(db, config.dataDir, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .get('/api/furniture/status/sold', requireSignedIn, async (ctx) => {
      ctx.body = await listOwnSold(db, signedInUser(ctx.state));
    })
    .get('/api/furniture/owner/:userId', requireSignedIn, async (ctx) => {
      ctx.body = await listOwnerFurniture(db, signedInUser(ctx.state), idParam(ctx.params.userId));
    })
    .get('/api/furniture/:id', async (ctx) => {
      ctx.body = await getFurniture(db, textParam(ctx.params.id), ctx.state.user);
    })
    .put('/api/furniture/:id', requireSignedIn, async (ctx) => {
      ctx.body = await updateFurniture(db, config.dataDir, signedInUser(ctx.state), textParam(ctx.params.id), ctx.request.body, ctx.ip);
    })
    .delete('/api/furniture/:id', requireSignedIn, async (ctx) => {
      await deleteFurniture(db, config.dataDir, signedInUser(ctx.state), textParam(ctx.params.id), ctx.ip);
      ctx.status = 204;
    })
    .get('/api/analytics/sales/:userId', requireSignedIn, async (ctx) => {
      ctx.body = await salesAnalytics(db, signedInUser(ctx.state), idParam(ctx.params.userId));
    })
    .get('/api/mls/:mlsNumber', requireSignedIn, async (ctx) => {
      ctx.body = await lookupMls(config.mlsProviderUrl, ctx.params.mlsNumber);
    });
