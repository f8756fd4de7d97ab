import { apiPaths } from '@stagehouse/shared/api-paths';
import type { Piece } from '@stagehouse/shared/piece.schema';
import type { CreatePurchaseRequestInput, PickupSlot } from '@stagehouse/shared/purchase-request.schema';
import type { User } from '@stagehouse/shared/user.schema';
import { useStoredQuery } from './use-stored-query';
import { localDb, type OutboxEntry, type StoredRequest } from './local-db';
import { createOnDeviceFirst } from './outbox';

export type RequestOutcome = 'sent' | 'queued';

export interface RequestForm {
  offeredPrice: string;
  pickup: PickupSlot;
  message: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
}

export const tokenHeader = (request: Pick<StoredRequest, 'accessToken'>): Record<string, string> =>
  request.accessToken ? { 'X-Request-Token': request.accessToken } : {};

/** 24 random bytes in base64url: a signed-out buyer's token, made here so that the server keeps only its hash. */
function newAccessToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Keeps the request on this device and in the outbox first, so a request made offline is sent
 * when the connection returns; the server's answer (and a signed-out buyer's token) replaces it.
 */
export async function submitRequest(form: RequestForm, piece: Piece, buyer: User | null): Promise<RequestOutcome> {
  const id = crypto.randomUUID();
  const accessToken = buyer ? null : newAccessToken();
  const now = new Date().toISOString();
  const contact = buyer
    ? { buyerName: `${buyer.firstName} ${buyer.lastName}`, buyerEmail: buyer.email }
    : { buyerName: form.buyerName, buyerEmail: form.buyerEmail };
  const body: CreatePurchaseRequestInput = {
    id,
    furnitureId: piece.id,
    offeredPrice: form.offeredPrice,
    pickup: form.pickup,
    message: form.message || undefined,
    ...(buyer ? {} : contact),
    buyerPhone: form.buyerPhone || undefined,
    ...(accessToken ? { accessToken } : {}),
  };
  const local: StoredRequest = {
    id,
    furnitureId: piece.id,
    pieceName: piece.name,
    askingPrice: piece.price,
    propertyId: piece.propertyId,
    ...contact,
    buyerPhone: form.buyerPhone || null,
    offeredPrice: Number(form.offeredPrice.replace(/[$,\s]/g, '')),
    counterPrice: null,
    pickup: form.pickup,
    message: form.message || null,
    status: 'open',
    declineReason: null,
    pickupAddress: null,
    pieceOnHold: false,
    version: 0,
    createdAt: now,
    updatedAt: now,
    accessToken,
  };
  return createOnDeviceFirst(
    localDb.requests,
    local,
    { entity: 'request', url: apiPaths.requests, body: { ...body }, label: `Request to buy ${piece.name}` },
    'The request was refused',
  );
}

/** The requests made from this device (or by the signed-in buyer), newest first. */
export const useOwnRequests = () => useStoredQuery(() => localDb.requests.orderBy('createdAt').reverse().toArray(), []);

/** This device's request for a piece that is still in play, if any. */
export const useRequestFor = (furnitureId: string) =>
  useStoredQuery(
    async () =>
      (await localDb.requests.where('furnitureId').equals(furnitureId).toArray()).find((r) =>
        ['open', 'countered', 'accepted'].includes(r.status),
      ) ?? null,
    [furnitureId],
  );

/** Requests made while offline that the server refused once sent (requests to buy closed, the piece gone), with the refusal, by request id. */
export const useRefusedRequests = () =>
  useStoredQuery(
    async () =>
      new Map<string, OutboxEntry>(
        (await localDb.outbox.filter((e) => e.entity === 'request' && e.status === 'attention').toArray()).map((e) => [e.entityId, e]),
      ),
    [],
  );
