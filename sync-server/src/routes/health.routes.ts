import { sql } from 'kysely';
import type { Deps } from '../deps';
import type { Db } from '../db/database';
import { apiRouter } from '../http/api-router';
import { apiRoutes } from '@stagehouse/shared/api-paths';

const databaseWaitMs = 1000;

/** Whether the database answers a query within the wait: a stuck transaction makes it say no. */
const databaseAnswers = (db: Db): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), databaseWaitMs);
  });
  const answered = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
};

export const healthRoutes = ({ config, db }: Deps) =>
  apiRouter().get(apiRoutes.health, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const ok = await databaseAnswers(db);
    ctx.status = ok ? 200 : 503;
    ctx.body = ok ? { ok, version: config.version } : { ok, version: config.version, message: 'The database does not answer' };
  });
