import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { type PublicReads, publicRoutes } from '../../http/public-reads';
import { getUiContent } from './ui-content.service';

/** The texts, switches and banners every screen reads, as its user sees them. */
export const uiContentReads = ({ mapTileUrl }: Config): PublicReads<'uiContent'> => ({
  uiContent: (db, { user }) => getUiContent(db, user, mapTileUrl),
});

export const uiContentRoutes = ({ config }: Deps) =>
  publicRoutes(uiContentReads(config), {}, async (ctx, next) => {
    ctx.set('Cache-Control', 'no-cache');
    await next();
  });
