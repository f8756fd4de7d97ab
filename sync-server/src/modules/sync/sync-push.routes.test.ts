import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { limits } from '@stagehouse/shared/limits';
import { syncPushAnswerSchema, type SyncMutation } from '@stagehouse/shared/sync.schema';
import { addOpenHouse, addPiece, addUser, sofaEdit } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const createDraft = (name: string): SyncMutation => {
  const id = randomUUID();
  return { id: randomUUID(), entity: `furniture:${id}`, method: 'POST', url: '/api/furniture', body: { id, name, status: 'draft' } };
};

const setUp = async () => {
  const world = await testApp();
  const owner = await addUser(world.db, { email: 'o@x.co' });
  await addUser(world.db, { email: 'p@x.co' });
  const house = await addOpenHouse(world.db, owner.id, { address: '1 Elm St' });
  const agent = await signedInAgent(world.app, 'o@x.co');
  const push = async (mutations: SyncMutation[], as = agent) => {
    const answer = await as.post('/api/sync/push').send({ mutations });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return syncPushAnswerSchema.parse(answer.body).results;
  };
  /** The owner's pieces besides the open house's own. */
  const names = async () =>
    (
      await world.db
        .selectFrom('furniture')
        .select('name')
        .where('ownerId', '=', owner.id)
        .where('propertyId', 'is', null)
        .orderBy('name')
        .execute()
    ).map((r) => r.name);
  return { ...world, owner, house, agent, push, names };
};

describe('POST /api/sync/push', () => {
  it('applies the writes in the order sent, each answered as if it had come alone', async () => {
    const { push, names, db } = await setUp();
    const create = createDraft('Lamp');
    const id = (create.body as { id: string }).id;
    const results = await push([
      create,
      {
        id: randomUUID(),
        entity: create.entity,
        method: 'PUT',
        url: `/api/furniture/${id}`,
        body: { ...sofaEdit, name: 'Brass Lamp', status: 'draft' },
      },
      createDraft('Bench'),
    ]);
    expect(results.map((r) => [r.outcome, r.status])).toEqual([
      ['applied', 201],
      ['applied', 200],
      ['applied', 201],
    ]);
    expect(results[1]!.body).toMatchObject({ id, name: 'Brass Lamp', version: 2 });
    expect(await names()).toEqual(['Bench', 'Brass Lamp']);
    expect(await db.selectFrom('changes').select('entityId').where('entityId', '=', id).execute()).toHaveLength(2);
  });

  it('answers a replayed batch with the stored answers and applies nothing twice', async () => {
    const { push, names } = await setUp();
    const batch = [createDraft('Lamp'), createDraft('Bench')];
    const first = await push(batch);
    const again = await push(batch);
    expect(again.map((r) => r.outcome)).toEqual(['replayed', 'replayed']);
    expect(again.map((r) => r.body)).toEqual(first.map((r) => r.body));
    expect(await names()).toEqual(['Bench', 'Lamp']);
  });

  it('answers a write sent alone, in any spacing, and then queued with the same key as a replay, and applies it once', async () => {
    const { push, names, agent } = await setUp();
    const draft = createDraft('Stool');
    const alone = await agent
      .post('/api/furniture')
      .set('Idempotency-Key', draft.id)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(draft.body, null, 2));
    expect(alone.status).toBe(201);
    const [queued] = await push([draft]);
    expect(queued).toMatchObject({ outcome: 'replayed', status: 201, body: alone.body });
    expect(await names()).toEqual(['Stool']);
  });

  it('holds back only the entity whose write failed: a 412 gives the current row, its later writes are not tried, others go through', async () => {
    const { push, names, db, owner } = await setUp();
    const piece = await addPiece(db, owner.id, null, { name: 'Armchair' });
    const stale: SyncMutation = {
      id: randomUUID(),
      entity: `furniture:${piece}`,
      method: 'PUT',
      url: `/api/furniture/${piece}`,
      body: { ...sofaEdit, name: 'Mine' },
      ifMatch: '"7"',
    };
    const after: SyncMutation = { id: randomUUID(), entity: `furniture:${piece}`, method: 'DELETE', url: `/api/furniture/${piece}` };
    const results = await push([stale, createDraft('Lamp'), after, createDraft('Bench')]);
    expect(results.map((r) => [r.outcome, r.status])).toEqual([
      ['conflict', 412],
      ['applied', 201],
      ['held', 424],
      ['applied', 201],
    ]);
    expect(results[0]!.body).toMatchObject({ current: { id: piece, name: 'Armchair', version: 1 } });
    expect(await names()).toEqual(['Armchair', 'Bench', 'Lamp']);
  });

  it("commits each write of a batch on its own, so another user's write goes through while a long batch is still being applied", async () => {
    const { push, db, owner, app } = await setUp();
    const other = await signedInAgent(app, 'p@x.co');
    const batch = Array.from({ length: limits.syncPushMaxMutations }, (_, i) => createDraft(`Lamp ${i}`));
    let batchDone = false;
    const sending = push(batch).then((results) => {
      batchDone = true;
      return results;
    });
    // The batch's first write is committed (readable from outside it) while the rest wait.
    while (
      (await db.selectFrom('furniture').select('id').where('ownerId', '=', owner.id).where('name', 'like', 'Lamp %').execute()).length === 0
    )
      await new Promise((resolve) => setTimeout(resolve, 2));
    const alone = await other.post('/api/furniture').send({ name: 'Stool', status: 'draft' });
    expect(alone.status).toBe(201);
    expect(batchDone, 'answered before the batch was done').toBe(false);
    expect((await sending).every((result) => result.outcome === 'applied')).toBe(true);
  });

  it('gives another user a turn between the writes of an account that sends four full batches at once', { timeout: 30_000 }, async () => {
    const { push, db, app } = await setUp();
    const other = await signedInAgent(app, 'p@x.co');
    const lamps = async () =>
      Number(
        (
          await db
            .selectFrom('furniture')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('name', 'like', 'Lamp %')
            .executeTakeFirstOrThrow()
        ).count,
      );
    let batchesDone = false;
    const batches = Promise.all(
      Array.from({ length: 4 }, (_, b) =>
        push(Array.from({ length: limits.syncPushMaxMutations }, (_, i) => createDraft(`Lamp ${b}-${i}`))),
      ),
    ).then((answers) => {
      batchesDone = true;
      return answers.flat();
    });
    while ((await lamps()) === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    const waitedFor: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const before = await lamps();
      expect((await other.post('/api/furniture').send({ name: `Stool ${i}`, status: 'draft' })).status).toBe(201);
      waitedFor.push((await lamps()) - before);
    }
    expect(batchesDone, 'the batches were done before the other user had finished').toBe(false);
    // Each write of the other user waited for a few of the heavy account's writes, never for a batch.
    expect(Math.max(...waitedFor)).toBeLessThan(20);
    expect((await batches).every((result) => result.outcome === 'applied')).toBe(true);
    expect(await lamps()).toBe(4 * limits.syncPushMaxMutations);
  });

  it('undoes a refused write completely and says why, while the rest of the batch commits', async () => {
    const { push, names, db } = await setUp();
    const results = await push([createDraft('Lamp'), { ...createDraft(''), body: { name: '', status: 'pending' } }, createDraft('Bench')]);
    expect(results.map((r) => r.outcome)).toEqual(['applied', 'refused', 'applied']);
    expect(results[1]!.body).toMatchObject({ message: expect.any(String) });
    expect(await names()).toEqual(['Bench', 'Lamp']);
    expect(await db.selectFrom('idempotencyKeys').select('key').execute()).toHaveLength(2);
  });

  it("decides every write by its own route's rules: another owner's piece, a visitor's listing, sign-in or admin routes are refused; a visitor's RSVP is taken", async () => {
    const { app, db, owner, house, push } = await setUp();
    const piece = await addPiece(db, owner.id, house);
    const other = await signedInAgent(app, 'p@x.co');
    const pieces = async () => (await db.selectFrom('furniture').select('id').execute()).length;
    const before = await pieces();
    const results = await push(
      [
        { id: randomUUID(), entity: 'a', method: 'DELETE', url: `/api/furniture/${piece}` },
        { id: randomUUID(), entity: 'b', method: 'POST', url: '/api/auth/login', body: { email: 'o@x.co', password: 'secret123' } },
        { id: randomUUID(), entity: 'c', method: 'POST', url: '/api/admin/banners', body: {} },
        { id: randomUUID(), entity: 'd', method: 'POST', url: '/api/sync/push', body: { mutations: [] } },
        { id: randomUUID(), entity: 'e', method: 'POST', url: '/api/Furniture', body: { name: 'x', status: 'draft' } },
        // Spellings a request's path is not matched in: dot segments, escaped dots, a tab.
        ...['/api/x/../furniture', '/api/x/%2e%2e/furniture', '/api/./furniture', '/api/furni\tture'].map((url) => ({
          id: randomUUID(),
          entity: url,
          method: 'POST' as const,
          url,
          body: { name: 'x', status: 'draft' },
        })),
        // A NUL in the path is refused as a request's is, on either database.
        { id: randomUUID(), entity: 'f', method: 'DELETE', url: '/api/furniture/%00' },
      ],
      other,
    );
    expect(results.map((r) => r.status)).toEqual([403, 404, 404, 404, 404, 404, 404, 404, 404, 400]);
    expect(await pieces()).toBe(before);
    expect(await db.selectFrom('furniture').select('id').where('id', '=', piece).execute()).toHaveLength(1);

    const visitor = request.agent(app.callback());
    const answer = await visitor.post('/api/sync/push').send({
      mutations: [
        createDraft('Not mine'),
        {
          id: randomUUID(),
          entity: 'rsvp',
          method: 'POST',
          url: '/api/rsvps',
          body: { propertyId: house, firstName: 'Vi', lastName: 'Sitor', email: 'vi@x.co' },
        },
      ],
    });
    expect(syncPushAnswerSchema.parse(answer.body).results.map((r) => r.status)).toEqual([401, 201]);
    expect(await db.selectFrom('rsvps').select('email').execute()).toEqual([{ email: 'vi@x.co' }]);
  });

  it(`refuses a batch of more than ${limits.syncPushMaxMutations} writes with 413 and a malformed one with 400, applying nothing`, async () => {
    const { agent, names } = await setUp();
    const tooMany = Array.from({ length: limits.syncPushMaxMutations + 1 }, (_, i) => createDraft(`Piece ${i}`));
    expect((await agent.post('/api/sync/push').send({ mutations: tooMany })).status).toBe(413);
    expect((await agent.post('/api/sync/push').send({ mutations: [{ ...createDraft('x'), method: 'GET' }] })).status).toBe(400);
    expect((await agent.post('/api/sync/push').send({ mutations: [{ ...createDraft('x'), id: 'short' }] })).status).toBe(400);
    expect(await names()).toEqual([]);
  });

  it('counts every write in a batch against the limits as if sent alone', async () => {
    const { app, house } = await setUp();
    const visitor = request.agent(app.callback());
    const rsvps = Array.from({ length: limits.rsvpsPerClientPerHour + 2 }, (_, i): SyncMutation => ({
      id: randomUUID(),
      entity: `rsvp:${i}`,
      method: 'POST',
      url: '/api/rsvps',
      body: { propertyId: house, firstName: 'A', lastName: `B${i}`, email: `a${i}@x.co` },
    }));
    const results = syncPushAnswerSchema.parse((await visitor.post('/api/sync/push').send({ mutations: rsvps })).body).results;
    expect(results.filter((r) => r.outcome === 'applied')).toHaveLength(limits.rsvpsPerClientPerHour);
    expect(results.slice(limits.rsvpsPerClientPerHour).map((r) => [r.outcome, r.status])).toEqual([
      ['failed', 429],
      ['failed', 429],
    ]);
  });
});
