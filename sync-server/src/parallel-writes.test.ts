import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestMessages } from '@stagehouse/shared/messages';
import { addPiece, addProperty, addUser, daysFromNow, requestToBuy, setFeature, sofaEdit } from './test/fixtures';
import { signedInAgent } from './test/session';
import { testApp } from './test/test-app';

// Writers do not take turns: what must hold when the same thing is written at the same time holds by
// row locks, unique indexes and conditional updates. Each test sends the writes at once; on PostgreSQL
// they run in parallel transactions.

const together = <T>(count: number, send: (i: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => send(i)));
const statusesOf = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

const pickup = { day: daysFromNow(11), from: '09:00', to: '12:00' };

const world = async () => {
  const created = await testApp();
  const { db, app } = created;
  await setFeature(db, 'checkout_booking', true);
  const lister = await addUser(db, { email: 'lister@x.co' });
  await addUser(db, { email: 'buyer@x.co', role: 'realtor' });
  const house = await addProperty(db, lister.id, { address: '1 Elm St, Denver, CO 80205', openHouseDate: daysFromNow(10) });
  const sofa = await addPiece(db, lister.id, house, { name: 'Sofa', price: 1000 });
  const asLister = await signedInAgent(app, 'lister@x.co');
  const visitor = () => request(app.callback());
  const ask = (email: string) =>
    visitor()
      .post('/api/requests')
      .send(requestToBuy(sofa, pickup, { buyerEmail: email }));
  const inPlay = () =>
    db.selectFrom('purchaseRequests').select(['id', 'status']).where('status', 'in', ['open', 'countered', 'accepted']).execute();
  return { ...created, lister, house, sofa, asLister, visitor, ask, inPlay };
};

describe('writes sent at the same time', () => {
  it('keep one RSVP per email and house, billed once, each sender answered with it', async () => {
    const { app, db, house } = await world();
    const rsvp = () =>
      request(app.callback()).post('/api/rsvps').send({ propertyId: house, firstName: 'Ana', lastName: 'Li', email: 'ana@x.co' });
    const answers = await together(6, rsvp);
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await db.selectFrom('rsvps').select('id').execute()).toHaveLength(1);
    expect(await db.selectFrom('billingLedger').select('id').where('kind', '=', 'rsvp').execute()).toHaveLength(1);
  });

  it('keep one request in play per buyer and piece, the others told why', async () => {
    const { ask, inPlay } = await world();
    const answers = await together(5, () => ask('li@example.com'));
    expect(statusesOf(answers)).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toBe(requestMessages.alreadyAsked);
    expect(await inPlay()).toHaveLength(1);
  });

  it('hold a piece for one buyer only when two requests are accepted at once', async () => {
    const { ask, asLister, inPlay } = await world();
    const [first, second] = await together(2, (i) => ask(`buyer${i}@example.com`));
    const answers = await Promise.all(
      [first!, second!].map((asked) => asLister.post(`/api/requests/${(asked.body as { request: { id: string } }).request.id}/accept`)),
    );
    expect(statusesOf(answers)).toEqual([200, 409]);
    expect((await inPlay()).filter((r) => r.status === 'accepted')).toHaveLength(1);
  });

  it('leave no request in play on a piece turned back into a draft while it was accepted or asked for', async () => {
    const { ask, asLister, inPlay, sofa, db } = await world();
    const asked = (await ask('li@example.com')).body as { request: { id: string } };
    const [edited, accepted, another] = await Promise.all([
      asLister.put(`/api/furniture/${sofa}`).send({ ...sofaEdit, status: 'draft' }),
      asLister.post(`/api/requests/${asked.request.id}/accept`),
      ask('ana@example.com'),
    ]);
    expect(edited.status).toBe(200);
    expect([200, 409]).toContain(accepted.status);
    expect([201, 404, 409]).toContain(another.status);
    expect((await db.selectFrom('furniture').select('status').where('id', '=', sofa).executeTakeFirstOrThrow()).status).toBe('draft');
    expect(await inPlay()).toEqual([]);
  });

  it('answer a request once when its lister answers it twice at once without If-Match, the second told plainly', async () => {
    const { ask, asLister } = await world();
    const asked = (await ask('li@example.com')).body as { request: { id: string } };
    const answers = await together(4, () => asLister.post(`/api/requests/${asked.request.id}/decline`).send({ reason: 'Sold elsewhere' }));
    expect(statusesOf(answers)).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toMatch(/declined/);
  });

  it('make one house of one new address listed by two listers at once', async () => {
    const { app, db } = await world();
    await addUser(db, { email: 'second@x.co' });
    const agents = [await signedInAgent(app, 'lister@x.co'), await signedInAgent(app, 'second@x.co')];
    const address = '88 Larimer St, Denver, CO 80205';
    const answers = await Promise.all(
      [...agents, ...agents].map((agent, i) =>
        agent
          .post('/api/furniture')
          .send({ ...sofaEdit, name: `Chair ${i}`, propertyAddress: address, images: ['/api/images/seating-1.webp'] }),
      ),
    );
    expect(statusesOf(answers)).toEqual([201, 201, 201, 201]);
    const houses = await db.selectFrom('properties').select('id').where('address', '=', address).execute();
    expect(houses).toHaveLength(1);
  });

  it('apply a write sent twice with one Idempotency-Key once, the second answered with the first answer', async () => {
    const { asLister, db } = await world();
    const send = () =>
      asLister
        .post('/api/furniture')
        .set('Idempotency-Key', 'list-the-chair-once')
        .send({ ...sofaEdit, name: 'Chair', propertyAddress: '1 Elm St, Denver, CO 80205', images: ['/api/images/seating-1.webp'] });
    const answers = await together(4, send);
    expect(statusesOf(answers), JSON.stringify(answers[0]!.body)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => (a.body as { id: string }).id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    expect(await db.selectFrom('furniture').select('id').where('name', '=', 'Chair').execute()).toHaveLength(1);
  });

  it('take two edits made from the same version one after the other: the second is told the piece changed', async () => {
    const { asLister, sofa } = await world();
    const answers = await together(3, (i) =>
      asLister
        .put(`/api/furniture/${sofa}`)
        .set('If-Match', '"1"')
        .send({ ...sofaEdit, name: `Sofa ${i}` }),
    );
    expect(statusesOf(answers)).toEqual([200, 412, 412]);
  });

  it('use a password reset link once', async () => {
    const { app, db } = await world();
    await request(app.callback()).post('/api/auth/forgot-password').send({ email: 'buyer@x.co' }).expect(200);
    const { textBody } = await db
      .selectFrom('outgoingEmails')
      .select('textBody')
      .where('toAddress', '=', 'buyer@x.co')
      .executeTakeFirstOrThrow();
    const token = textBody.match(/token=([\w-]+)/)?.[1];
    const answers = await together(4, (i) =>
      request(app.callback())
        .post('/api/auth/reset-password')
        .send({ token, password: `new-secret-${i}` }),
    );
    expect(statusesOf(answers)).toEqual([204, 400, 400, 400]);
  });
});
