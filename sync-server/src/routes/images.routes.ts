import path from 'node:path';
import type { RouterContext } from '@koa/router';
import { apiRouter } from '../http/api-router';
import { apiRoutes } from '@stagehouse/shared/api-paths';
import send from 'koa-send';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';

const fileName = /^[\w-]{1,80}\.(webp|png|jpe?g|gif)$/;
const immutable = 'public, max-age=31536000, immutable';

/** Sample images shipped in data/images and uploads kept in DATA_DIR/uploads; nothing else. */
export function imagesRoutes({ config }: Deps) {
  const serve = async (ctx: RouterContext, root: string, file: string | undefined) => {
    if (!file || !fileName.test(file)) throw notFound('Image not found');
    try {
      await send(ctx, file, { root, setHeaders: (res) => res.setHeader('Cache-Control', immutable) });
    } catch {
      throw notFound('Image not found');
    }
  };
  return apiRouter()
    .get(apiRoutes.upload, (ctx) => serve(ctx, path.join(config.dataDir, 'uploads'), ctx.params.file))
    .get(apiRoutes.image, (ctx) => serve(ctx, config.imagesDir, ctx.params.file));
}
