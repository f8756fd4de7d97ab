import type { Deps } from '../../deps';
import { createRsvp } from './rsvp.service';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import { idempotent } from '../../http/idempotency';

export const rsvpsRoutes = ({ mailer }: Deps) =>
  addEndpoint(apiRouter(), 'rsvp', idempotent, async (ctx) => {
    const result = await createRsvp(ctx.state.db, mailer, ctx.request.body, ctx.state.user, ctx.ip);
    ctx.status = result.created ? 201 : 200;
    ctx.body = { rsvp: result.rsvp, rsvpCount: result.rsvpCount };
  });
