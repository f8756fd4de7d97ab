import Router from '@koa/router';
import type { Deps } from '../deps';
import type { AppState } from '../http/app-state';
import { createRsvp } from '../services/rsvp.service';

export const rsvpsRoutes = ({ mailer }: Deps) =>
  new Router<AppState>().post('/api/rsvps', async (ctx) => {
    const result = await createRsvp(ctx.state.db, mailer, ctx.request.body, ctx.state.user, ctx.ip);
    ctx.status = result.created ? 201 : 200;
    ctx.body = { rsvp: result.rsvp, rsvpCount: result.rsvpCount };
  });
