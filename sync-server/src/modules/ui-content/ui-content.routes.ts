import type { Deps } from '../../deps';
import { getUiContent } from './ui-content.service';
import { apiRouter } from '../../http/api-router';
import { apiRoutes } from '@stagehouse/shared/api-paths';

export const uiContentRoutes = ({ config }: Deps) =>
  apiRouter().get(apiRoutes.uiContent, async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await getUiContent(ctx.state.db, ctx.state.user, config.mapTileUrl);
  });
