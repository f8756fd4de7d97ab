import { limits } from '@stagehouse/shared/limits';
import { badRequest } from '../http/errors';
import { singleFileUpload } from '../http/file-upload';
import { requireSignedIn, signedInUser } from '../http/guards';
import { listContacts } from '../db/repos/contacts.repo';
import { importContacts } from '../services/contacts.service';
import { apiRouter } from '../http/api-router';
import { apiRoutes } from '@stagehouse/shared/api-paths';

export const contactsRoutes = () =>
  apiRouter()
    .get(apiRoutes.contacts, requireSignedIn, async (ctx) => {
      ctx.body = await listContacts(ctx.state.db, signedInUser(ctx.state).id);
    })
    .post(
      apiRoutes.contactsImport,
      requireSignedIn,
      singleFileUpload(limits.contactsImportMaxBytes, 'The contacts file can be at most 2 MB'),
      async (ctx) => {
        const file = ctx.file;
        if (!file) throw badRequest('Choose a CSV or vCard file to import');
        ctx.body = await importContacts(ctx.state.db, signedInUser(ctx.state).id, file.originalname, file.buffer.toString('utf8'));
      },
    );
