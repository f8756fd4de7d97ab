import type { Deps } from '../../deps';
import { sharedHealthCheck } from '../../db/database-health';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import type { Health } from '@stagehouse/shared/error.schema';

/** 200 while the database answers a read and takes a write; 503, saying which it cannot, while not. */
export const healthRoutes = ({ config, db, log }: Deps) => {
  const check = sharedHealthCheck(db);
  return addEndpoint(apiRouter(), 'health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { read, write } = await check();
    if (!read.ok) log.warn({ err: read.error }, 'the health check could not read the database');
    if (!write.ok) log.warn({ err: write.error }, 'the health check could not write to the database');
    const ok = read.ok && write.ok;
    const body: Health = { ok, version: config.version, read: read.ok, write: write.ok };
    if (!read.ok) body.message = 'The database does not answer';
    else if (!write.ok) body.message = 'The database cannot save changes';
    ctx.status = ok ? 200 : 503;
    ctx.body = body;
  });
};
