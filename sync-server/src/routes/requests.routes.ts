import type { Deps } from '../deps';
import { apiRouter } from '../http/api-router';
import { apiRoutes } from '@stagehouse/shared/api-paths';
import { requireSignedIn, signedInUser } from '../http/guards';
import { idempotent } from '../http/idempotency';
import { idParam, ifMatchVersion, textParam } from '../http/params';
import {
  acceptRequest,
  answerRequest,
  counterRequest,
  createRequest,
  declineRequest,
  getRequest,
  listIncomingRequests,
  listOwnPickupWindows,
  listOwnRequests,
  sellFromRequest,
  setPickupSlots,
} from '../services/purchase-request.service';

/** The header a signed-out buyer reads and answers a request with. */
const tokenHeader = 'x-request-token';

/** Asking to buy a piece, the lister's answers, the buyer's, and the pickup windows of an open house. */
export const requestsRoutes = ({ mailer, live }: Deps) =>
  apiRouter()
    .put(apiRoutes.pickupSlots, requireSignedIn, idempotent, async (ctx) => {
      ctx.body = await setPickupSlots(
        ctx.state.db,
        signedInUser(ctx.state),
        idParam(ctx.params.id, 'Open house not found'),
        ctx.request.body,
      );
    })
    .get(apiRoutes.ownPickupWindows, requireSignedIn, async (ctx) => {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await listOwnPickupWindows(ctx.state.db, signedInUser(ctx.state));
    })
    .post(apiRoutes.requests, idempotent, async (ctx) => {
      ctx.status = 201;
      ctx.body = await createRequest(ctx.state.db, { mailer, live }, ctx.request.body, ctx.state.user, ctx.ip);
    })
    .get(apiRoutes.ownRequests, requireSignedIn, async (ctx) => {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await listOwnRequests(ctx.state.db, signedInUser(ctx.state));
    })
    .get(apiRoutes.incomingRequests, requireSignedIn, async (ctx) => {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await listIncomingRequests(ctx.state.db, signedInUser(ctx.state));
    })
    .get(apiRoutes.request, async (ctx) => {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await getRequest(ctx.state.db, textParam(ctx.params.id), ctx.state.user, ctx.get(tokenHeader) || undefined);
    })
    .post(apiRoutes.requestAction.accept, requireSignedIn, idempotent, async (ctx) => {
      ctx.body = await acceptRequest(
        ctx.state.db,
        { mailer, live },
        signedInUser(ctx.state),
        textParam(ctx.params.id),
        ifMatchVersion(ctx.get('if-match')),
      );
    })
    .post(apiRoutes.requestAction.decline, requireSignedIn, idempotent, async (ctx) => {
      ctx.body = await declineRequest(
        ctx.state.db,
        { mailer, live },
        signedInUser(ctx.state),
        textParam(ctx.params.id),
        ctx.request.body,
        ifMatchVersion(ctx.get('if-match')),
      );
    })
    .post(apiRoutes.requestAction.counter, requireSignedIn, idempotent, async (ctx) => {
      ctx.body = await counterRequest(
        ctx.state.db,
        { mailer, live },
        signedInUser(ctx.state),
        textParam(ctx.params.id),
        ctx.request.body,
        ifMatchVersion(ctx.get('if-match')),
      );
    })
    .post(apiRoutes.requestAction.sell, requireSignedIn, idempotent, async (ctx) => {
      ctx.body = await sellFromRequest(
        ctx.state.db,
        { mailer, live },
        signedInUser(ctx.state),
        textParam(ctx.params.id),
        ifMatchVersion(ctx.get('if-match')),
        ctx.ip,
      );
    })
    .post(apiRoutes.requestAction.answer, idempotent, async (ctx) => {
      ctx.body = await answerRequest(
        ctx.state.db,
        { mailer, live },
        ctx.state.user,
        ctx.get(tokenHeader) || undefined,
        textParam(ctx.params.id),
        ctx.request.body,
        ifMatchVersion(ctx.get('if-match')),
      );
    });
