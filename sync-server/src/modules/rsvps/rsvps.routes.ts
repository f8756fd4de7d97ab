import type { Deps } from '../../deps';
import { createRsvp } from './rsvp.service';
import { apiRouter } from '../../http/api-router';
import { addWrite } from '../../http/write-routes';

export const rsvpsRoutes = ({ mailer }: Deps) =>
  addWrite(apiRouter(), 'rsvp', {
    run: async ({ db, body, user, ip }) => {
      const result = await createRsvp(db, mailer, body, user, ip);
      return { status: result.created ? 201 : 200, body: { rsvp: result.rsvp, rsvpCount: result.rsvpCount } };
    },
  });
