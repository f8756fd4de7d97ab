import type { PurchaseRequest } from '@stagehouse/shared/purchase-request.schema';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import { listerUser, requireLister, requireSignedIn, signedIn, signedInUser } from '../../http/guards';
import { idParam, ifMatchVersion, textParam } from '../../http/params';
import { addWrite, type Write } from '../../http/write-routes';
import {
  acceptRequest,
  answerRequest,
  counterRequest,
  createRequest,
  declineRequest,
  getRequest,
  type ListerAnswer,
  listIncomingRequests,
  listOwnPickupWindows,
  listOwnRequests,
  type Messengers,
  sellFromRequest,
  setPickupSlots,
  watchPiece,
} from './purchase-request.service';

/** The header a signed-out buyer reads and answers a request with. */
const tokenHeader = 'x-request-token';

/** The lister's answer to a request (accept, decline, counter, sell), at the version If-Match names. */
function listerAnswer(
  messengers: Messengers,
  answer: (db: Db, messengers: Messengers, action: ListerAnswer) => Promise<PurchaseRequest>,
): Write {
  return {
    guards: [signedIn],
    run: async ({ db, user, params, body, ip, ifMatch }) => ({
      body: await answer(db, messengers, {
        user: signedInUser({ user }),
        id: textParam(params.id),
        input: body,
        expectedVersion: ifMatchVersion(ifMatch),
        ip,
      }),
    }),
  };
}

/** Asking to buy a piece, the lister's answers, the buyer's, and the pickup windows of an open house. */
export function requestsRoutes({ mailer, live, config }: Deps) {
  const messengers: Messengers = { mailer, live, publicUrl: config.publicUrl };
  const router = apiRouter();
  addWrite(router, 'setPickupWindows', {
    guards: [signedIn],
    run: async ({ db, user, params, body }) => ({
      body: await setPickupSlots(db, signedInUser({ user }), idParam(params.id, 'Open house not found'), body),
    }),
  });
  addWrite(router, 'watchPiece', {
    privateWrite: true,
    run: async ({ db, user, params, body, ip }) => ({ status: 201, body: await watchPiece(db, user, textParam(params.id), body, ip) }),
  });
  addEndpoint(router, 'ownPickupWindows', requireLister, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listOwnPickupWindows(ctx.state.db, listerUser(ctx.state));
  });
  addWrite(router, 'createRequest', {
    run: async ({ db, user, body, ip }) => {
      const { request, accessToken } = await createRequest(db, messengers, body, user, ip);
      // A token the server made is sent once: kept with the Idempotency-Key, anyone reading the store could answer the request.
      return { status: 201, body: { request, accessToken: null }, ...(accessToken && { once: { accessToken } }) };
    },
  });
  addEndpoint(router, 'ownRequests', requireSignedIn, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listOwnRequests(ctx.state.db, signedInUser(ctx.state));
  });
  addEndpoint(router, 'incomingRequests', requireLister, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listIncomingRequests(ctx.state.db, listerUser(ctx.state));
  });
  addEndpoint(router, 'request', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await getRequest(ctx.state.db, textParam(ctx.params.id), ctx.state.user, ctx.get(tokenHeader) || undefined);
  });
  addWrite(router, 'acceptRequest', listerAnswer(messengers, acceptRequest));
  addWrite(router, 'declineRequest', listerAnswer(messengers, declineRequest));
  addWrite(router, 'counterRequest', listerAnswer(messengers, counterRequest));
  addWrite(router, 'sellFromRequest', listerAnswer(messengers, sellFromRequest));
  addWrite(router, 'answerRequest', {
    run: async ({ db, user, requestToken, params, body, ifMatch }) => ({
      body: await answerRequest(db, messengers, user, requestToken || undefined, textParam(params.id), body, ifMatchVersion(ifMatch)),
    }),
  });
  return router;
}
