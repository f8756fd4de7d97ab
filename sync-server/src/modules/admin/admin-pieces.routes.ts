import { limits } from '@stagehouse/shared/limits';
import type { Deps } from '../../deps';
import { signedInUser } from '../../http/guards';
import { badRequest } from '../../http/errors';
import { singleFileUpload } from '../../http/file-upload';
import { idParam, textParam } from '../../http/params';
import { identifiers } from './admin-identifiers.service';
import { bulkDeleteImages, deleteImages, listImages, setFeatured } from './admin-images.service';
import { createAdminPiece, listAdminPieces, patchAdminPiece } from './admin-pieces.service';
import {
  cancelBulkImport,
  confirmBulkImport,
  getBulkImport,
  listBulkImports,
  manualBulkImport,
  uploadBulkImport,
} from './bulk-import.service';
import { removePiece } from '../pieces/lister-pieces.service';
import { adminRowChange } from '../../http/admin-handlers';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import { addWrite } from '../../http/write-routes';

/** The back office's pieces and their photos: the same rows the listers use. Mounted on the admin router. */
export const adminPiecesRoutes = ({ photos, mailer, live, config }: Deps) => {
  const router = apiRouter();
  addEndpoint(router, 'adminListings', async (ctx) => {
    ctx.body = await listAdminPieces(ctx.state.db, ctx.query);
  });
  addWrite(router, 'createAdminListing', {
    run: async ({ db, user, body, ip }) => ({ status: 201, body: await createAdminPiece(db, signedInUser({ user }), body, ip) }),
  });
  addEndpoint(router, 'identifiers', async (ctx) => {
    ctx.body = await identifiers(ctx.state.db, ctx.query);
  });
  addEndpoint(router, 'bulkImports', async (ctx) => {
    ctx.body = await listBulkImports(ctx.state.db, ctx.query);
  });
  addEndpoint(router, 'bulkUpload', singleFileUpload(limits.bulkUploadMaxBytes, 'The import file can be at most 5 MB'), async (ctx) => {
    const file = ctx.file;
    if (!file) throw badRequest('Choose a CSV or JSON file to upload');
    ctx.status = 201;
    ctx.body = await uploadBulkImport(ctx.state.db, signedInUser(ctx.state), file.originalname, file.buffer);
  });
  addEndpoint(router, 'bulkImport', async (ctx) => {
    ctx.body = await getBulkImport(ctx.state.db, idParam(ctx.params.id, 'Import not found'));
  });
  addEndpoint(router, 'bulkConfirm', async (ctx) => {
    ctx.body = await confirmBulkImport(ctx.state.db, signedInUser(ctx.state), idParam(ctx.params.id, 'Import not found'), ctx.ip);
  });
  addEndpoint(router, 'bulkCancel', async (ctx) => {
    ctx.body = await cancelBulkImport(ctx.state.db, idParam(ctx.params.id, 'Import not found'));
  });
  addEndpoint(router, 'bulkManual', async (ctx) => {
    ctx.body = await manualBulkImport(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
  });
  addEndpoint(router, 'adminImages', async (ctx) => {
    ctx.body = await listImages(ctx.state.db, ctx.query);
  });
  addWrite(router, 'deleteImages', {
    run: async ({ db, user, body, ip }) => ({ body: await bulkDeleteImages(db, photos, signedInUser({ user }), body, ip) }),
  });
  addWrite(router, 'setImageFeatured', adminRowChange('Image not found', setFeatured));
  addWrite(router, 'deleteImage', {
    run: async ({ db, user, params, ip }) => ({
      body: await deleteImages(db, photos, signedInUser({ user }), [idParam(params.id, 'Image not found')], ip),
    }),
  });
  addWrite(router, 'patchAdminListing', {
    run: async ({ db, user, params, body, ip }) => ({
      body: await patchAdminPiece(
        db,
        { mailer, live, publicUrl: config.publicUrl },
        signedInUser({ user }),
        textParam(params.id),
        body,
        ip,
      ),
    }),
  });
  addWrite(router, 'removeAdminListing', {
    run: async ({ db, user, params, ip }) => {
      await removePiece(db, photos, signedInUser({ user }), textParam(params.id), ip);
      return {};
    },
  });
  return router;
};
