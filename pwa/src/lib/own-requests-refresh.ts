import type { PurchaseRequest } from '@stagehouse/shared/purchase-request.schema';
import { uuidPattern } from '@stagehouse/shared/record-id';
import { ApiError, call } from './api';
import { localDb } from './local-db';
import { tokenHeader } from './purchase-requests';

/*
 * What My requests reads from the server: the requests this device knows, and one an emailed link
 * opens. Apart from the request dialog's module, which every piece page loads.
 */

const keep = (answer: PurchaseRequest, token: string | null) => localDb.requests.put({ ...answer, accessToken: token });

/**
 * Opens a request's emailed link (`#request=…&token=…`): the request is kept on this device with its
 * token, as if it had been asked here. Returns false when the link opens none (a wrong or old token).
 */
export async function keepLinkedRequest(hash: string): Promise<boolean> {
  const link = new URLSearchParams(hash.replace(/^#/, ''));
  const id = link.get('request');
  const token = link.get('token');
  if (!id || !uuidPattern.test(id) || !token) return false;
  try {
    await keep(await call('request', { params: { id }, headers: tokenHeader({ accessToken: token }) }), token);
    return true;
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.status)) return false;
    throw error;
  }
}

/** Reads the state of every request this device knows from the server: the signed-in buyer's all at once, a visitor's each with its token. */
export async function refreshOwnRequests(signedIn: boolean): Promise<void> {
  if (signedIn) {
    const mine = await call('ownRequests');
    await localDb.transaction('rw', localDb.requests, async () => {
      for (const answer of mine) await keep(answer, (await localDb.requests.get(answer.id))?.accessToken ?? null);
    });
  }
  const waiting = new Set((await localDb.outbox.filter((e) => e.entity === 'request').toArray()).map((e) => e.entityId));
  for (const stored of await localDb.requests.toArray()) {
    if (!stored.accessToken || waiting.has(stored.id)) continue;
    try {
      await keep(await call('request', { params: { id: stored.id }, headers: tokenHeader(stored) }), stored.accessToken);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
}
