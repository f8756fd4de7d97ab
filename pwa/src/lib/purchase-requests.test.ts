import type { Piece } from '@stagehouse/shared/piece.schema';
import type { SyncMutation } from '@stagehouse/shared/sync.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, serveWrites } from '../test/scripted-server';
import { localDb } from './local-db';
import { requestReplay } from './outbox';
import { submitRequest } from './purchase-requests';

const sofa = { id: 'sofa', name: 'Blue Sofa', price: 1000, propertyId: 3 } as Piece;
const form = {
  offeredPrice: '900',
  pickup: { day: '2026-07-02', from: '09:00', to: '12:00' },
  message: '',
  buyerName: 'Li Wu',
  buyerEmail: 'li@example.com',
  buyerPhone: '555-0142',
};

/** The server's answer: the request as created, and no token (the app sent its own). */
const created = (write: SyncMutation) => {
  const body = write.body as { id: string };
  const request = {
    id: body.id,
    furnitureId: 'sofa',
    pieceName: 'Blue Sofa',
    askingPrice: 1000,
    propertyId: 3,
    buyerName: 'Li Wu',
    buyerEmail: 'li@example.com',
    buyerPhone: '555-0142',
    offeredPrice: 900,
    counterPrice: null,
    pickup: form.pickup,
    message: null,
    status: 'open',
    declineReason: null,
    pickupAddress: null,
    pieceOnHold: false,
    version: 1,
    createdAt: '2026-06-01T00:00:00.000Z',
    updatedAt: '2026-06-01T00:00:00.000Z',
  };
  return json(201, { request, accessToken: null });
};

beforeEach(async () => {
  await Promise.all([localDb.outbox.clear(), localDb.meta.clear(), localDb.requests.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe('a signed-out buyer’s request to buy', () => {
  it('carries a token the app made, and keeps it once the server has taken the request without sending it back', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    expect(await submitRequest(form, sofa, null)).toBe('queued');
    const [queued] = await localDb.outbox.toArray();
    const token = (queued!.body as { accessToken?: string }).accessToken;
    expect(token).toMatch(/^[\w-]{32}$/);
    expect((await localDb.requests.get(queued!.entityId))?.accessToken).toBe(token);

    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    const { writes } = serveWrites(created, () => json(200, { sequence: 0, more: false, changes: [] }));
    await requestReplay();
    expect(writes().map((w) => (w.body as { accessToken?: string }).accessToken)).toEqual([token]);
    expect(await localDb.outbox.count()).toBe(0);
    expect(await localDb.requests.get(queued!.entityId)).toMatchObject({ status: 'open', version: 1, accessToken: token });
  });

  it('sends no token for a signed-in buyer', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const buyer = { id: 7, firstName: 'Li', lastName: 'Wu', email: 'li@example.com' } as Parameters<typeof submitRequest>[2];
    await submitRequest(form, sofa, buyer);
    const [queued] = await localDb.outbox.toArray();
    expect(queued!.body).not.toHaveProperty('accessToken');
    expect((await localDb.requests.get(queued!.entityId))?.accessToken).toBeNull();
  });
});
