import path from 'node:path';
import type { RouterContext } from '@koa/router';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import send from 'koa-send';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';

const fileName = /^[\w-]{1,80}\.(webp|png|jpe?g|gif)$/;
const immutable = 'public, max-age=31536000, immutable';

const imageFile = (file: string | undefined) => {
  if (!file || !fileName.test(file)) throw notFound('Image not found');
  return file;
};

/** Sample images shipped in data/images and uploads from the photo store; nothing else. */
export function imagesRoutes({ config, photos }: Deps) {
  const serveUpload = async (ctx: RouterContext) => {
    const file = imageFile(ctx.params.file);
    const bytes = await photos.read(file);
    if (!bytes) throw notFound('Image not found');
    ctx.type = path.extname(file);
    ctx.set('Cache-Control', immutable);
    // An upload's name is a new uuid, never given to other bytes: the name tags the content.
    ctx.etag = file;
    ctx.status = 200;
    if (ctx.fresh) ctx.status = 304;
    else ctx.body = bytes;
  };
  const serveSample = async (ctx: RouterContext) => {
    try {
      await send(ctx, imageFile(ctx.params.file), {
        root: config.imagesDir,
        setHeaders: (res) => res.setHeader('Cache-Control', immutable),
      });
    } catch {
      throw notFound('Image not found');
    }
  };
  const router = apiRouter();
  addEndpoint(router, 'uploadedPhoto', serveUpload);
  return addEndpoint(router, 'sampleImage', serveSample);
}
