import { accountEndpoints } from './account.endpoints';
import { authEndpoints } from './auth.endpoints';
import { buyerEndpoints } from './buyer.endpoints';
import { contactsEndpoints } from './contacts.endpoints';
import { piecesEndpoints } from './pieces.endpoints';
import { publicEndpoints } from './public.endpoints';
import { requestsEndpoints } from './requests.endpoints';
import { syncEndpoints } from './sync.endpoints';

/** The parts of the endpoint table outside the back office: what buyers' and listers' apps call. */
export const appEndpointParts = {
  public: publicEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  buyer: buyerEndpoints,
  requests: requestsEndpoints,
  contacts: contactsEndpoints,
  pieces: piecesEndpoints,
  sync: syncEndpoints,
};
