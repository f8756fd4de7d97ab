import multer from '@koa/multer';
import Router from '@koa/router';
import { limits } from '@stagehouse/shared/limits';
import type { AppState } from '../http/app-state';
import { badRequest, payloadTooLarge } from '../http/errors';
import { requireSignedIn, signedInUser } from '../http/guards';
import { importContacts, listContacts } from '../services/contacts.service';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: limits.contactsImportMaxBytes, files: 1 } });

export const contactsRoutes = () =>
  new Router<AppState>()
    .use('/api/contacts', requireSignedIn)
    .get('/api/contacts', async (ctx) => {
      ctx.body = await listContacts(ctx.state.db, signedInUser(ctx.state).id);
    })
    .post(
      '/api/contacts/import',
      async (ctx, next) => {
        try {
          await upload.single('file')(ctx, next);
        } catch (error) {
          if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE') throw payloadTooLarge('The contacts file can be at most 2 MB');
          throw error;
        }
      },
      async (ctx) => {
        const file = ctx.file;
        if (!file) throw badRequest('Choose a CSV or vCard file to import');
        ctx.body = await importContacts(ctx.state.db, signedInUser(ctx.state).id, file.originalname, file.buffer.toString('utf8'));
      },
    );
