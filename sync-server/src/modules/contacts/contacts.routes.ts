import { limits } from '@stagehouse/shared/limits';
import type { Deps } from '../../deps';
import { idParam } from '../../http/params';
import { badRequest } from '../../http/errors';
import { singleFileUpload } from '../../http/file-upload';
import { lister, listerUser, requireLister } from '../../http/guards';
import { listContacts } from './contacts.repo';
import { importContacts, inviteContact } from './contacts.service';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import { addWrite } from '../../http/write-routes';

/** The signed-in user's contacts: imported from a file, listed, and invited to join. */
export const contactsRoutes = ({ config, mailer }: Deps) => {
  const router = apiRouter();
  addEndpoint(router, 'contacts', requireLister, async (ctx) => {
    ctx.body = await listContacts(ctx.state.db, listerUser(ctx.state).id);
  });
  addEndpoint(
    router,
    'importContacts',
    requireLister,
    singleFileUpload(limits.contactsImportMaxBytes, 'The contacts file can be at most 2 MB'),
    async (ctx) => {
      const file = ctx.file;
      if (!file) throw badRequest('Choose a CSV or vCard file to import');
      ctx.body = await importContacts(ctx.state.db, listerUser(ctx.state).id, file.originalname, file.buffer.toString('utf8'));
    },
  );
  addWrite(router, 'inviteContact', {
    guards: [lister],
    run: async ({ db, user, params, ip }) => ({
      body: await inviteContact(db, mailer, listerUser({ user }), idParam(params.id, 'Contact not found'), {
        publicUrl: config.publicUrl,
        ip,
      }),
    }),
  });
  return router;
};
