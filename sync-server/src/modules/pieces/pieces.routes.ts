import { limits } from '@stagehouse/shared/limits';
import type { Deps } from '../../deps';
import { readFileBody } from '../../http/file-upload';
import { privateWrite } from '../../http/poke-on-write';
import { lister, listerUser, requireLister, requireSignedIn, signedIn, signedInUser } from '../../http/guards';
import { idParam, ifMatchVersion, textParam } from '../../http/params';
import { createPiece, editPiece, getPiece, listPiecesOfLister, removePiece } from './lister-pieces.service';
import { listOwnSold, salesAnalytics } from '../requests/sale.service';
import { lookupMls } from './mls.service';
import { checkUploadAddress, createUploadUrl, storedUpload, storeUpload } from '../images/uploads.service';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import { addWrite } from '../../http/write-routes';

const uploadFile = /^([0-9a-f-]{36})\.webp$/;

/** Listings, their photos and the lister's sales. */
export const pieceRoutes = ({ config, photos, mailer, live }: Deps) => {
  const router = apiRouter();
  addWrite(router, 'uploadUrl', {
    guards: [lister],
    privateWrite: true,
    run: async ({ db, user }) => ({ body: await createUploadUrl(db, listerUser({ user }).id) }),
  });
  addEndpoint(router, 'uploadPhoto', requireSignedIn, privateWrite, async (ctx) => {
    const id = textParam(ctx.params.file).match(uploadFile)?.[1] ?? '';
    const stored = await checkUploadAddress(ctx.state.db, signedInUser(ctx.state).id, id);
    const bytes = await readFileBody(ctx, limits.photoMaxBytes, 'File too large: each photo can be at most 5MB');
    if (stored) {
      ctx.body = stored;
      return;
    }
    const made = await storeUpload(ctx.state.db, photos, id, bytes);
    if (made) ctx.status = 201;
    // Another PUT to the address took it meanwhile: this one is answered as a PUT sent again.
    ctx.body = made ?? (await storedUpload(ctx.state.db, id));
  });
  addWrite(router, 'createPiece', {
    guards: [lister],
    run: async ({ db, user, body, ip }) => {
      const piece = await createPiece(db, listerUser({ user }), body, ip);
      return { status: 201, body: piece, version: piece.version };
    },
  });
  addEndpoint(router, 'soldPieces', requireLister, async (ctx) => {
    ctx.body = await listOwnSold(ctx.state.db, listerUser(ctx.state));
  });
  addEndpoint(router, 'listerPieces', requireSignedIn, async (ctx) => {
    ctx.body = await listPiecesOfLister(ctx.state.db, signedInUser(ctx.state), idParam(ctx.params.userId));
  });
  addEndpoint(router, 'piece', async (ctx) => {
    const piece = await getPiece(ctx.state.db, textParam(ctx.params.id), ctx.state.user);
    ctx.set('ETag', `"${piece.version}"`);
    ctx.body = piece;
  });
  addWrite(router, 'editPiece', {
    guards: [signedIn],
    run: async ({ db, user, params, body, ip, ifMatch }) => {
      const lister = signedInUser({ user });
      const piece = await editPiece(
        db,
        photos,
        { mailer, live, publicUrl: config.publicUrl },
        lister,
        textParam(params.id),
        body,
        ip,
        ifMatchVersion(ifMatch),
      );
      return { body: piece, version: piece.version };
    },
  });
  addWrite(router, 'removePiece', {
    guards: [signedIn],
    run: async ({ db, user, params, ip, ifMatch }) => {
      await removePiece(db, photos, signedInUser({ user }), textParam(params.id), ip, ifMatchVersion(ifMatch));
      return {};
    },
  });
  addEndpoint(router, 'salesAnalytics', requireSignedIn, async (ctx) => {
    ctx.body = await salesAnalytics(ctx.state.db, signedInUser(ctx.state), idParam(ctx.params.userId));
  });
  addEndpoint(router, 'mls', requireLister, async (ctx) => {
    ctx.body = await lookupMls(config.mlsProviderUrl, ctx.params.mlsNumber);
  });
  return router;
};
