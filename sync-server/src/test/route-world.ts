import request from 'supertest';
import { addPiece, addProperty, addUser, daysFromNow, setFeature } from './fixtures';
import { signedInAgent } from './session';
import { testApp } from './test-app';

export type Role = 'signed out' | 'buyer' | 'realtor' | 'another owner' | 'owner' | 'admin';
export type Agent = ReturnType<typeof request.agent>;

/** Every route the routers serve, as method and path pattern (HEAD left out: it follows GET). */
export const routesOf = (routers: Awaited<ReturnType<typeof testApp>>['routers']) =>
  routers.flatMap((router) =>
    router.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: layer.path as string }))),
  );

/**
 * An app with a user of each role signed in (the owner has an open house and a piece; the wishlist
 * and requests to buy are on), and `params` to fill a route's path with ids of that world.
 */
export const routeWorld = async () => {
  const created = await testApp();
  const { db, app } = created;
  await setFeature(db, 'wishlist', true);
  await setFeature(db, 'checkout_booking', true);
  const owner = await addUser(db, { email: 'owner@x.co' });
  await addUser(db, { email: 'other@x.co' });
  await addUser(db, { email: 'realtor@x.co', role: 'realtor' });
  await addUser(db, { email: 'buyer@x.co', role: 'buyer' });
  await addUser(db, { email: 'root@x.co', role: 'admin' });
  const property = await addProperty(db, owner.id, { address: '1 Elm St', openHouseDate: daysFromNow(30) });
  const piece = await addPiece(db, owner.id, property);
  const asked = (
    await request(app.callback())
      .post('/api/requests')
      .send({
        furnitureId: piece,
        offeredPrice: 80,
        pickup: { day: daysFromNow(31), from: '09:00', to: '12:00' },
        buyerName: 'Bo Buyer',
        buyerEmail: 'bo@x.co',
        buyerPhone: '555-0100',
      })
  ).body as { request: { id: string } };
  const emails: Record<Exclude<Role, 'signed out'>, string> = {
    owner: 'owner@x.co',
    'another owner': 'other@x.co',
    realtor: 'realtor@x.co',
    buyer: 'buyer@x.co',
    admin: 'root@x.co',
  };
  const agents = new Map<Role, Agent>();
  agents.set('signed out', request.agent(app.callback()));
  for (const [role, email] of Object.entries(emails)) agents.set(role as Role, await signedInAgent(app, email));
  const upload = async () =>
    ((await agents.get('owner')!.post('/api/furniture/upload-url')).body as { uploadURL: string }).uploadURL.split('/').pop()!;
  const params = async (path: string): Promise<string> => {
    let filled = path
      .replace(':userId', String(owner.id))
      .replace(':furnitureId', piece)
      .replace(':companyId', String(owner.companyId))
      .replace(':mlsNumber', '12345');
    if (['/api/furniture/', '/api/piece/', '/api/admin/furniture-listings/:id'].some((prefix) => filled.startsWith(prefix)))
      filled = filled.replace(':id', piece);
    if (filled.startsWith('/api/requests/')) filled = filled.replace(':id', asked.request.id);
    if (filled === '/api/images/uploads/:file') filled = filled.replace(':file', await upload());
    return filled.replace(':id', String(property)).replace(':file', 'seating-1.webp');
  };
  /** Signs the role in again (after a route signed it out). */
  const signIn = async (role: Exclude<Role, 'signed out'>) => agents.set(role, await signedInAgent(app, emails[role]));
  return { ...created, agents, params, signIn, owner, property, piece, request: asked.request };
};
