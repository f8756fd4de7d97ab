import type Router from '@koa/router';
import { limits } from '@stagehouse/shared/limits';
import { syncChangesQuerySchema, syncPushSchema, type SyncPushResult } from '@stagehouse/shared/sync.schema';
import { inSavepoint, inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import type { AppState } from '../../http/app-state';
import { HttpError } from '../../http/errors';
import { requireSignedIn, signedInUser } from '../../http/guards';
import { type QueuedWriteDone, runQueuedWrite } from '../../http/queued-write';
import { changesSince } from './sync.service';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';

/** `site` is the router the queued writes of a batch run through (the one this joins). */
export const syncRoutes = ({ log }: Deps, site: () => Router<AppState>) => {
  const router = apiRouter();
  addEndpoint(router, 'syncChanges', requireSignedIn, async (ctx) => {
    const { since } = syncChangesQuerySchema.parse(ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await changesSince(ctx.state.db, signedInUser(ctx.state), since);
  });
  return addEndpoint(router, 'syncPush', async (ctx) => {
    const sent = (ctx.request.body as { mutations?: unknown } | undefined)?.mutations;
    if (Array.isArray(sent) && sent.length > limits.syncPushMaxMutations)
      throw new HttpError(413, `At most ${limits.syncPushMaxMutations} writes per batch`);
    const { mutations } = syncPushSchema.parse(ctx.request.body);
    const done = await inTransaction(ctx.state.db, async (trx) => {
      const held = new Set<string>();
      const answers: QueuedWriteDone[] = [];
      for (const mutation of mutations) {
        if (held.has(mutation.entity)) {
          const result: SyncPushResult = {
            id: mutation.id,
            outcome: 'held',
            status: 424,
            body: { message: 'Not tried: an earlier write of the same item did not go through' },
          };
          answers.push({ result, privateWrite: true });
          continue;
        }
        const step = await inSavepoint(
          trx,
          () => runQueuedWrite(ctx, site(), mutation, trx, log),
          ({ result }) => result.status < 400,
        );
        if (step.result.status >= 400) held.add(mutation.entity);
        answers.push(step);
      }
      return answers;
    });
    // Open apps and kept public answers follow what the batch applied, not the batch itself.
    const applied = done.filter(({ result }) => result.outcome === 'applied');
    ctx.state.changedNothing = applied.length === 0;
    ctx.state.privateWrite = applied.every((step) => step.privateWrite);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { results: done.map(({ result }) => result) };
  });
};
