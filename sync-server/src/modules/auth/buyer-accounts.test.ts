import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addPiece, addProperty, addUser, daysFromNow, password, requestToBuy, setFeature } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const tokenFrom = (text: string) => text.match(/confirm-email\?token=([\w-]+)/)?.[1] as string;

/** An app taking requests to buy, with a lister's house and two of its pieces. */
async function market() {
  const created = await testApp();
  const { db } = created;
  await setFeature(db, 'checkout_booking', true);
  await setFeature(db, 'wishlist', true);
  const lister = await addUser(db, { email: 'lister@x.co' });
  const house = await addProperty(db, lister.id, { address: '1 Elm St', openHouseDate: daysFromNow(30) });
  const pieces = [await addPiece(db, lister.id, house), await addPiece(db, lister.id, house)];
  const web = () => request(created.app.callback());
  /** A request to buy `piece`, made by `as` (an agent) or signed out with `email`. */
  const ask = (piece: string, email: string, as: ReturnType<typeof request.agent> | ReturnType<typeof web> = web()) =>
    as
      .post('/api/requests')
      .send(requestToBuy(piece, { day: daysFromNow(31), from: '09:00', to: '12:00' }, { offeredPrice: 80, buyerEmail: email }))
      .expect((res) => expect(res.status, JSON.stringify(res.body)).toBe(201));
  const register = (email: string) =>
    request
      .agent(created.app.callback())
      .post('/api/auth/register')
      .send({ firstName: 'Bo', lastName: 'Buyer', email, password, userType: 'buyer' });
  const lastLink = async (to: string) =>
    tokenFrom(
      (
        await db
          .selectFrom('outgoingEmails')
          .select('textBody')
          .where('toAddress', '=', to)
          .where('subject', '=', 'Confirm your Stagehouse email')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).textBody,
    );
  const confirm = (agent: ReturnType<typeof request.agent>, token: string) => agent.post('/api/auth/confirm-email').send({ token });
  const mine = async (agent: ReturnType<typeof request.agent>) =>
    ((await agent.get('/api/requests/mine').expect(200)).body as { id: string }[]).map((r) => r.id).sort();
  return { ...created, web, pieces, ask, register, lastLink, confirm, mine };
}

describe('buyer accounts', () => {
  it('registers a buyer with no company, and emails a link to confirm the email', async () => {
    const { register, db } = await market();
    const res = await register('Bo@X.co').expect(201);
    expect(res.body.user).toMatchObject({ userType: 'buyer', email: 'bo@x.co', companyId: null, emailConfirmed: false });
    expect(await db.selectFrom('companies').select('id').execute()).toHaveLength(1);
    const { textBody, subject } = await db
      .selectFrom('outgoingEmails')
      .selectAll()
      .where('toAddress', '=', 'bo@x.co')
      .executeTakeFirstOrThrow();
    expect(subject).toBe('Confirm your Stagehouse email');
    expect(textBody.match(/https?:\/\/\S+/g)).toEqual([expect.stringMatching(/\/confirm-email\?token=[\w-]{40,}$/)]);
  });

  it('lets a buyer save pieces and read their requests, and refuses them every lister call', async () => {
    const { app, register, pieces } = await market();
    await register('bo@x.co').expect(201);
    const buyer = await signedInAgent(app, 'bo@x.co');
    await buyer.put(`/api/favorites/${pieces[0]}`).expect(201);
    await buyer.get('/api/requests/mine').expect(200);
    for (const [method, path] of [
      ['post', '/api/furniture'],
      ['post', '/api/furniture/upload-url'],
      ['get', '/api/requests/incoming'],
      ['get', '/api/account/plan'],
      ['get', '/api/payment-settings'],
      ['get', '/api/contacts'],
    ] as const) {
      const res = await buyer[method](path).send({});
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('joins the requests made signed out with the email once its account confirms it by the link, and no one else’s', async () => {
    const { app, register, ask, lastLink, confirm, mine, pieces, web } = await market();
    const made = [(await ask(pieces[0]!, 'bo@x.co')).body, (await ask(pieces[1]!, 'bo@x.co')).body];
    await ask(pieces[0]!, 'someone@x.co');
    await register('bo@x.co').expect(201);
    const buyer = await signedInAgent(app, 'bo@x.co');
    expect(await mine(buyer), 'an email not confirmed yet joins nothing').toEqual([]);
    const token = await lastLink('bo@x.co');
    expect((await confirm(request.agent(app.callback()), token)).status, 'a visitor cannot use the link').toBe(401);
    expect((await confirm(buyer, token).expect(200)).body).toEqual({ joinedRequests: 2 });
    expect(await mine(buyer)).toEqual(made.map((m) => m.request.id).sort());
    expect((await buyer.get('/api/auth/me')).body.user.emailConfirmed).toBe(true);
    expect((await confirm(buyer, token)).status, 'a link works once').toBe(400);
    // Whoever asked signed out reads a joined request by its token no more: only the account does.
    const byToken = await web().get(`/api/requests/${made[0].request.id}`).set('X-Request-Token', made[0].accessToken);
    expect(byToken.status).toBe(404);
  });

  it('gives nothing to someone who made an account with another’s email when its owner opens the link', async () => {
    const { app, register, ask, lastLink, confirm, mine, pieces } = await market();
    await ask(pieces[0]!, 'vera@x.co');
    await register('vera@x.co').expect(201);
    const squatter = await signedInAgent(app, 'vera@x.co');
    const token = await lastLink('vera@x.co');
    // Vera opens the link she was sent: signed out, or signed in to an account of her own, it confirms nothing.
    expect((await confirm(request.agent(app.callback()), token)).status).toBe(401);
    await register('vera.real@x.co').expect(201);
    expect((await confirm(await signedInAgent(app, 'vera.real@x.co'), token)).status).toBe(400);
    expect(await mine(squatter)).toEqual([]);
    expect((await squatter.get('/api/auth/me')).body.user.emailConfirmed).toBe(false);
  });

  it('joins at sign-in what a confirmed buyer asked signed out since', async () => {
    const { app, register, ask, lastLink, confirm, mine, pieces } = await market();
    await register('bo@x.co').expect(201);
    await confirm(await signedInAgent(app, 'bo@x.co'), await lastLink('bo@x.co')).expect(200);
    const later = (await ask(pieces[0]!, 'bo@x.co')).body.request.id;
    expect(await mine(await signedInAgent(app, 'bo@x.co'))).toEqual([later]);
  });

  it('leaves signed out a request for a piece the account has its own request in play for', async () => {
    const { app, register, ask, lastLink, confirm, mine, pieces } = await market();
    await register('bo@x.co').expect(201);
    const buyer = await signedInAgent(app, 'bo@x.co');
    const own = (await ask(pieces[0]!, 'bo@x.co', buyer)).body.request.id;
    await ask(pieces[0]!, 'bo@x.co');
    const other = (await ask(pieces[1]!, 'bo@x.co')).body.request.id;
    expect((await confirm(buyer, await lastLink('bo@x.co')).expect(200)).body).toEqual({ joinedRequests: 1 });
    expect(await mine(buyer)).toEqual([own, other].sort());
  });

  it('takes the confirmation away with a new email, so that no one joins the requests of an email they do not hold', async () => {
    const { app, register, ask, lastLink, confirm, mine, pieces, db } = await market();
    await register('bo@x.co').expect(201);
    const buyer = await signedInAgent(app, 'bo@x.co');
    await confirm(buyer, await lastLink('bo@x.co')).expect(200);
    await buyer.post('/api/auth/confirmation-link').expect(409);
    await db.updateTable('users').set({ emailConfirmedAt: null }).where('email', '=', 'bo@x.co').execute();
    await buyer.post('/api/auth/confirmation-link').expect(204);
    const unused = await lastLink('bo@x.co');
    await db.updateTable('users').set({ emailConfirmedAt: '2026-01-01T00:00:00.000Z' }).where('email', '=', 'bo@x.co').execute();
    await ask(pieces[0]!, 'victim@x.co');
    const changed = await buyer
      .put('/api/account/profile')
      .send({ firstName: 'Bo', lastName: 'Buyer', email: 'victim@x.co', company: '', currentPassword: password })
      .expect(200);
    expect(changed.body.user.emailConfirmed).toBe(false);
    const renamed = await signedInAgent(app, 'victim@x.co');
    expect(await mine(renamed)).toEqual([]);
    expect((await confirm(renamed, unused)).status, 'a link sent to the old email ends with it').toBe(400);
  });

  it('opens no link sent to an email the account has left, even one kept from before the change', async () => {
    const { app, register, lastLink, confirm, db } = await market();
    await register('bo@x.co').expect(201);
    const token = await lastLink('bo@x.co');
    // The account's email changes behind the link's back (as a change committed while the link was made would).
    await db.updateTable('users').set({ email: 'victim@x.co' }).where('email', '=', 'bo@x.co').execute();
    expect((await confirm(await signedInAgent(app, 'victim@x.co'), token)).status).toBe(400);
  });

  it('refuses an expired link, and uses a link once when opened many times at once', async () => {
    const { app, register, lastLink, confirm, db, ask, pieces } = await market();
    await ask(pieces[0]!, 'bo@x.co');
    await register('bo@x.co').expect(201);
    const buyer = await signedInAgent(app, 'bo@x.co');
    const token = await lastLink('bo@x.co');
    await db.updateTable('emailConfirmations').set({ expiresAt: '2026-01-01T00:00:00.000Z' }).execute();
    expect((await confirm(buyer, token)).body.message).toBe(
      'This confirmation link is invalid, has expired, or is for another account. Ask for a new one in Account Settings.',
    );
    await db.updateTable('emailConfirmations').set({ expiresAt: '2999-01-01T00:00:00.000Z' }).execute();
    const answers = await Promise.all(Array.from({ length: 6 }, () => confirm(buyer, token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(answers.find((a) => a.status === 200)!.body).toEqual({ joinedRequests: 1 });
  });

  it('sends at most three new links an hour', async () => {
    const { app, register } = await market();
    await register('bo@x.co').expect(201);
    const buyer = await signedInAgent(app, 'bo@x.co');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await buyer.post('/api/auth/confirmation-link')).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});
