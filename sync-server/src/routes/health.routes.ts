import type { Deps } from '../deps';
import { databaseAnswers } from '../db/database';
import { apiRouter } from '../http/api-router';
import { apiRoutes } from '@stagehouse/shared/api-paths';

export const healthRoutes = ({ config, db }: Deps) =>
  apiRouter().get(apiRoutes.health, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const ok = await databaseAnswers(db);
    ctx.status = ok ? 200 : 503;
    ctx.body = ok ? { ok, version: config.version } : { ok, version: config.version, message: 'The database does not answer' };
  });
