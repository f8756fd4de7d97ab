import { z } from 'zod';
import { apiRoutes } from '../api-paths';
import { contactImportResultSchema, contactSchema } from '../contact.schema';
import type { Endpoint } from '../endpoint';

/** A lister's contacts: imported from a file, listed, and invited to join. */
export const contactsEndpoints = {
  contacts: { method: 'GET', path: apiRoutes.contacts, summary: "The user's contacts", access: 'lister', answer: z.array(contactSchema) },
  importContacts: {
    method: 'POST',
    path: apiRoutes.contactsImport,
    summary: 'Adds or updates contacts from a CSV or vCard file of at most 2 MB',
    access: 'lister',
    takes: 'form-file',
    answer: contactImportResultSchema,
  },
  inviteContact: {
    method: 'POST',
    path: apiRoutes.contactInvite,
    summary: 'Emails a contact an invitation to join',
    access: 'lister',
    headers: ['Idempotency-Key'],
    answer: contactSchema,
  },
} as const satisfies Record<string, Endpoint>;
