import type Router from '@koa/router';
import { limits } from '@stagehouse/shared/limits';
import { syncChangesQuerySchema, type SyncMutation, syncPushSchema, type SyncPushResult } from '@stagehouse/shared/sync.schema';
import { inTransaction } from '../../db/transaction';
import { othersFirst } from '../../taking-turns';
import { oneAtATime } from '../../one-at-a-time';
import type { Deps } from '../../deps';
import type { AppState } from '../../http/app-state';
import { HttpError } from '../../http/errors';
import { requireSignedIn, signedInUser } from '../../http/guards';
import { type QueuedWriteDone, runQueuedWrite } from '../../http/queued-write';
import { changesSince } from './sync.service';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';

/** A queued write the route refused: its transaction is undone, and its answer kept for the batch's. */
class Refused extends Error {
  constructor(readonly done: QueuedWriteDone) {
    super('The queued write was refused');
  }
}

/**
 * `site` is the router the queued writes of a batch run through (the one this joins). Each write of a
 * batch runs in a short transaction of its own, with other requests answered in between, and a sender
 * (a user, or a visitor's address) has one batch applied at a time: a sender looping big batches
 * waits behind itself, not in front of everyone else.
 */
export const syncRoutes = ({ log }: Deps, site: () => Router<AppState>) => {
  const router = apiRouter();
  const inTurn = oneAtATime();
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
    const apply = (mutation: SyncMutation) =>
      inTransaction(ctx.state.db, async (trx) => {
        const step = await runQueuedWrite({ user: ctx.state.user, ip: ctx.ip }, site(), mutation, trx, log);
        if (step.result.status >= 400) throw new Refused(step);
        return step;
      }).catch((error: unknown) => {
        if (error instanceof Refused) return error.done;
        throw error;
      });
    const sender = ctx.state.user ? `user:${ctx.state.user.id}` : `visitor:${ctx.ip}`;
    const done = await inTurn(sender, async () => {
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
        const step = await apply(mutation);
        if (step.result.status >= 400) held.add(mutation.entity);
        answers.push(step);
        await othersFirst();
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
