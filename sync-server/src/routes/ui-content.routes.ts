import Router from '@koa/router';
import type { Deps } from '../deps';
import type { AppState } from '../http/app-state';
import { getUiContent } from '../services/ui-content.service';

export const uiContentRoutes = ({ config }: Deps) =>
  new Router<AppState>().get('/api/ui-content', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await getUiContent(ctx.state.db, ctx.state.user, config.mapTileUrl);
  });
