import type { EndpointPart } from '@stagehouse/shared/endpoints';
import type { TablePart } from './api';

/** Each part of the endpoint table, loaded when the page first reads an answer of it: no schema is in a screen's first load. */
const parts: Record<EndpointPart, () => Promise<TablePart>> = {
  public: () => import('@stagehouse/shared/endpoints/public.endpoints').then((part) => part.publicEndpoints),
  auth: () => import('@stagehouse/shared/endpoints/auth.endpoints').then((part) => part.authEndpoints),
  account: () => import('@stagehouse/shared/endpoints/account.endpoints').then((part) => part.accountEndpoints),
  buyer: () => import('@stagehouse/shared/endpoints/buyer.endpoints').then((part) => part.buyerEndpoints),
  requests: () => import('@stagehouse/shared/endpoints/requests.endpoints').then((part) => part.requestsEndpoints),
  contacts: () => import('@stagehouse/shared/endpoints/contacts.endpoints').then((part) => part.contactsEndpoints),
  pieces: () => import('@stagehouse/shared/endpoints/pieces.endpoints').then((part) => part.piecesEndpoints),
  sync: () => import('@stagehouse/shared/endpoints/sync.endpoints').then((part) => part.syncEndpoints),
  admin: () => import('@stagehouse/shared/endpoints/admin.endpoints').then((part) => part.adminEndpoints),
};

export const loadEndpointPart = (part: EndpointPart): Promise<TablePart> => parts[part]();
