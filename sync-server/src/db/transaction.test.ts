import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addPiece, addUser } from '../test/fixtures';
import { onPostgres, testApp } from '../test/test-app';
import { assertOutsideTransaction, SelfWaitError } from './held-transaction';
import { listChangesAfter } from '../modules/sync/changes.repo';
import { recordChange, recordPieceChange } from './synced/change-rows';
import { afterCommit, detached, inTransaction, keepIfUndone, onceCommitted, TransactionTimeLimitError, type Trx } from './transaction';

describe('transactions', () => {
  it('refuse at once a query that would wait on the connection its own transaction holds', async () => {
    const { db } = await testApp();
    const started = performance.now();
    await expect(inTransaction(db, () => db.selectFrom('users').selectAll().execute())).rejects.toBeInstanceOf(SelfWaitError);
    expect(performance.now() - started).toBeLessThan(100);
    expect(await db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('roll back work that runs past the time limit, free the database, and fail the abandoned work', async () => {
    const { db } = await testApp();
    let abandoned: unknown = null;
    const slow = inTransaction(
      db,
      async (trx) => {
        await trx.insertInto('appSettings').values({ key: 'slow', value: '1' }).execute();
        await sleep(200);
        await trx
          .insertInto('appSettings')
          .values({ key: 'late', value: '1' })
          .execute()
          .catch((error: unknown) => {
            abandoned = error;
          });
      },
      50,
    );
    await expect(slow).rejects.toBeInstanceOf(TransactionTimeLimitError);
    expect(await db.selectFrom('appSettings').select('key').where('key', 'in', ['slow', 'late']).execute()).toEqual([]);
    await sleep(250);
    expect(abandoned).toBeInstanceOf(Error);
    expect(await db.selectFrom('appSettings').select('key').where('key', 'in', ['slow', 'late']).execute()).toEqual([]);
  });

  it('run detached work outside the transaction, which neither includes it nor waits for it', async () => {
    const { db } = await testApp();
    const seen: string[] = [];
    let heldThere: unknown = 'not run';
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    await inTransaction(db, async (trx) => {
      await trx.insertInto('appSettings').values({ key: 'queued', value: '1' }).execute();
      detached(async () => {
        heldThere = (() => {
          try {
            assertOutsideTransaction('Detached work');
            return null;
          } catch (error) {
            return error;
          }
        })();
        await released;
        seen.push(...(await db.selectFrom('appSettings').select('key').where('key', '=', 'queued').execute()).map((r) => r.key));
        done();
      });
    });
    // The transaction has committed while the detached work still waits.
    release();
    await finished;
    expect(heldThere, 'the detached work holds no transaction').toBeNull();
    expect(seen).toEqual(['queued']);
  });

  it('run what waits for a commit after the outermost transaction commits, and never after a rollback', async () => {
    const { db } = await testApp();
    const seen: string[] = [];
    await inTransaction(db, async (trx) => {
      await inTransaction(trx, async (inner) => {
        afterCommit(inner, () => seen.push('inner'));
      });
      afterCommit(trx, () => seen.push('outer'));
      expect(seen, 'nothing before the commit').toEqual([]);
    });
    expect(seen).toEqual(['inner', 'outer']);
    await expect(
      inTransaction(db, async (trx) => {
        afterCommit(trx, () => seen.push('rolled back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    afterCommit(db, () => seen.push('outside'));
    expect(seen).toEqual(['inner', 'outer', 'outside']);
  });

  it('run clean-up on the database once the outermost transaction commits, before its caller goes on, and never after a rollback', async () => {
    const { db } = await testApp();
    const seen: string[] = [];
    const cleanUp = (tag: string) => async (committed: typeof db) => {
      const rows = await committed.selectFrom('appSettings').select('key').where('key', '=', 'kept').execute();
      seen.push(`${tag}: ${rows.map((r) => r.key).join()}`);
    };
    await inTransaction(db, async (trx) => {
      await trx.insertInto('appSettings').values({ key: 'kept', value: '1' }).execute();
      await inTransaction(trx, (inner) => onceCommitted(inner, cleanUp('inner')));
      expect(seen, 'nothing before the commit').toEqual([]);
    });
    expect(seen).toEqual(['inner: kept']);
    await expect(
      inTransaction(db, async (trx) => {
        await onceCommitted(trx, cleanUp('rolled back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await onceCommitted(db, cleanUp('outside'));
    expect(seen).toEqual(['inner: kept', 'outside: kept']);
  });

  it('do again what undone work asked to keep: after a rollback, at once after an undone savepoint, never after a commit, once in all', async () => {
    const { db } = await testApp();
    const kept = (trx: typeof db, tag: string) =>
      keepIfUndone(trx, (target) =>
        target
          .insertInto('appSettings')
          .values({ key: tag, value: String(target.isTransaction) })
          .execute(),
      );
    const stored = async () =>
      Object.fromEntries(
        (await db.selectFrom('appSettings').select(['key', 'value']).where('key', 'like', 'kept-%').execute()).map((r) => [r.key, r.value]),
      );

    await inTransaction(db, async (trx) => kept(trx, 'kept-committed'));
    await expect(
      inTransaction(db, async (trx) => {
        kept(trx, 'kept-rolled-back');
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    keepIfUndone(db, () => Promise.reject(new Error('outside a transaction nothing is kept')));

    expect(await stored()).toEqual({ 'kept-rolled-back': 'false' });
  });

  it('report the error that failed the work, not the rollback that fails after it, and leave the database usable', async () => {
    const { db } = await testApp();
    // The work's own statement ends the transaction, as SQLite does itself when a write finds the disk full.
    const endedByTheDatabase = async (trx: Trx) => {
      await sql`rollback`.execute(trx);
      throw new Error('the cause');
    };
    await expect(inTransaction(db, endedByTheDatabase)).rejects.toThrow('the cause');
    await inTransaction(db, (trx) => trx.insertInto('appSettings').values({ key: 'after', value: '1' }).execute());
    expect(await db.selectFrom('appSettings').select('key').where('key', '=', 'after').execute()).toEqual([{ key: 'after' }]);
  });

  it('place changes in the feed in commit order: a pull between two writes never passes one still to commit', async () => {
    const { db } = await testApp();
    const user = await addUser(db, { email: 'feed@x.co' });
    const change = (entityId: string) => ({ userId: user.id, entity: 'furniture' as const, entityId, op: 'upsert' as const });
    // The slow write records its change first and commits last; the quick one starts while the slow one holds its transaction.
    const slow = inTransaction(db, async (trx) => {
      await recordChange(trx, change('slow'));
      await sleep(300);
    });
    await sleep(50);
    const quick = inTransaction(db, (trx) => recordChange(trx, change('quick')));
    await sleep(100);
    const firstPull = await listChangesAfter(db, user.id, 0, false, 100);
    await Promise.all([slow, quick]);
    const secondPull = await listChangesAfter(db, user.id, firstPull.at(-1)?.position ?? 0, false, 100);
    expect([...firstPull, ...secondPull].map((c) => c.entityId).sort()).toEqual(['quick', 'slow']);
  });

  it.runIf(onPostgres)('let a write to one piece commit while a transaction on another piece is still open', async () => {
    const { db } = await testApp();
    const lister = await addUser(db, { email: 'lister@x.co' });
    const [a, b] = [await addPiece(db, lister.id, null, { name: 'A' }), await addPiece(db, lister.id, null, { name: 'B' })];
    const rename = (trx: Trx, id: string, name: string) => trx.updateTable('furniture').set({ name }).where('id', '=', id).execute();
    let holding = false;
    const holder = inTransaction(db, async (trx) => {
      await rename(trx, a, 'A, renamed');
      await recordPieceChange(trx, { id: a, ownerId: lister.id }, 'upsert');
      holding = true;
      await sleep(1500);
    });
    await sleep(200);
    const started = performance.now();
    await inTransaction(db, async (trx) => {
      await rename(trx, b, 'B, renamed');
      await recordPieceChange(trx, { id: b, ownerId: lister.id }, 'upsert');
    });
    expect(performance.now() - started, 'the write to B waited for the transaction on A').toBeLessThan(500);
    expect(holding).toBe(true);
    await holder;
    expect((await listChangesAfter(db, lister.id, 0, false, 100)).map((c) => c.entityId)).toEqual([a, b]);
  });

  it.runIf(onPostgres)(
    'give up waiting for a row another transaction holds when their time runs out, and free their connection at once',
    async () => {
      const { db } = await testApp();
      const lister = await addUser(db, { email: 'lister@x.co' });
      const piece = await addPiece(db, lister.id, null);
      const rename = (trx: Trx, name: string) => trx.updateTable('furniture').set({ name }).where('id', '=', piece).execute();
      const holder = inTransaction(
        db,
        async (trx) => {
          await rename(trx, 'first');
          await sleep(1500);
        },
        3000,
      );
      await sleep(100);
      const started = performance.now();
      await expect(inTransaction(db, (trx) => rename(trx, 'second'), 300)).rejects.toBeInstanceOf(TransactionTimeLimitError);
      expect(performance.now() - started).toBeLessThan(1000);
      await holder;
      expect(await inTransaction(db, () => Promise.resolve('free'))).toBe('free');
    },
  );
});
