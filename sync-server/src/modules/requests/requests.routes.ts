import type { RouterMiddleware } from '@koa/router';
import type { PurchaseRequest } from '@stagehouse/shared/purchase-request.schema';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import type { AppState } from '../../http/app-state';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import { requireSignedIn, signedInUser } from '../../http/guards';
import { idempotent } from '../../http/idempotency';
import { privateWrite } from '../../http/poke-on-write';
import { idParam, ifMatchVersion, textParam } from '../../http/params';
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
): RouterMiddleware<AppState> {
  return async (ctx) => {
    ctx.body = await answer(ctx.state.db, messengers, {
      user: signedInUser(ctx.state),
      id: textParam(ctx.params.id),
      input: ctx.request.body,
      expectedVersion: ifMatchVersion(ctx.get('if-match')),
      ip: ctx.ip,
    });
  };
}

/** Asking to buy a piece, the lister's answers, the buyer's, and the pickup windows of an open house. */
export function requestsRoutes({ mailer, live }: Deps) {
  const messengers: Messengers = { mailer, live };
  const router = apiRouter();
  addEndpoint(router, 'setPickupWindows', requireSignedIn, idempotent, async (ctx) => {
    ctx.body = await setPickupSlots(
      ctx.state.db,
      signedInUser(ctx.state),
      idParam(ctx.params.id, 'Open house not found'),
      ctx.request.body,
    );
  });
  addEndpoint(router, 'watchPiece', privateWrite, idempotent, async (ctx) => {
    ctx.status = 201;
    ctx.body = await watchPiece(ctx.state.db, ctx.state.user, textParam(ctx.params.id), ctx.request.body, ctx.ip);
  });
  addEndpoint(router, 'ownPickupWindows', requireSignedIn, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listOwnPickupWindows(ctx.state.db, signedInUser(ctx.state));
  });
  addEndpoint(router, 'createRequest', idempotent, async (ctx) => {
    ctx.status = 201;
    ctx.body = await createRequest(ctx.state.db, messengers, ctx.request.body, ctx.state.user, ctx.ip);
  });
  addEndpoint(router, 'ownRequests', requireSignedIn, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listOwnRequests(ctx.state.db, signedInUser(ctx.state));
  });
  addEndpoint(router, 'incomingRequests', requireSignedIn, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listIncomingRequests(ctx.state.db, signedInUser(ctx.state));
  });
  addEndpoint(router, 'request', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await getRequest(ctx.state.db, textParam(ctx.params.id), ctx.state.user, ctx.get(tokenHeader) || undefined);
  });
  addEndpoint(router, 'acceptRequest', requireSignedIn, idempotent, listerAnswer(messengers, acceptRequest));
  addEndpoint(router, 'declineRequest', requireSignedIn, idempotent, listerAnswer(messengers, declineRequest));
  addEndpoint(router, 'counterRequest', requireSignedIn, idempotent, listerAnswer(messengers, counterRequest));
  addEndpoint(router, 'sellFromRequest', requireSignedIn, idempotent, listerAnswer(messengers, sellFromRequest));
  addEndpoint(router, 'answerRequest', idempotent, async (ctx) => {
    ctx.body = await answerRequest(
      ctx.state.db,
      messengers,
      ctx.state.user,
      ctx.get(tokenHeader) || undefined,
      textParam(ctx.params.id),
      ctx.request.body,
      ifMatchVersion(ctx.get('if-match')),
    );
  });
  return router;
}
