import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { signedInMark } from '@stagehouse/shared/signed-in-mark';
import type Koa from 'koa';
import session from 'koa-session';
import type { Db } from '../db/database';
import { deleteSession, findSession, saveSession, updateSession } from '../modules/auth/sessions.repo';
import { keptSecret } from '../kept-secret';

const dayMs = 24 * 60 * 60 * 1000;
export const sessionMaxAgeMs = 30 * dayMs;
export const sessionCookie = 'stagehouse.sid';

export interface SessionData {
  userId?: number;
}

/** Signing keys from SESSION_KEYS, else made once and kept in DATA_DIR. */
export function sessionKeys(configured: string[] | null, dataDir: string): string[] {
  if (configured) return configured;
  return JSON.parse(
    keptSecret(path.join(dataDir, 'session-keys.json'), () => JSON.stringify([randomBytes(32).toString('base64url')])),
  ) as string[];
}

interface StoreOptions {
  ctx?: object;
}

/** The session each request loaded, by its context. */
const loaded = new WeakMap<object, string>();

/**
 * Sessions live in the database, so that any server process knows them and a password reset can end
 * every other session of a user. A session a request loaded is only ever updated: if a sign-out or a
 * password reset ended it meanwhile, the request's renewal does not bring it back.
 */
export const databaseStore = (db: Db) => ({
  async get(key: string, _maxAge?: unknown, options?: StoreOptions) {
    const row = await findSession(db, key);
    if (!row || row.expiresAt < Date.now()) return undefined;
    if (options?.ctx) loaded.set(options.ctx, key);
    return JSON.parse(row.data) as Record<string, unknown>;
  },
  async set(key: string, value: Record<string, unknown>, maxAge: number | 'session' | undefined, options?: StoreOptions) {
    const ttl = typeof maxAge === 'number' ? maxAge : sessionMaxAgeMs;
    const userId = typeof value.userId === 'number' ? value.userId : null;
    const row = { id: key, userId, data: JSON.stringify(value), expiresAt: Date.now() + ttl };
    if (options?.ctx && loaded.get(options.ctx) === key) await updateSession(db, row);
    else await saveSession(db, row);
  },
  async destroy(key: string) {
    await deleteSession(db, key);
  },
});

/** The key of the session this request came with, once the session has been read; undefined for none. */
export const sessionKeyOf = (ctx: object): string | undefined => loaded.get(ctx);

/** When the session of this key runs out by age (epoch ms); undefined when it is gone. */
export const sessionEndsAt = async (db: Db, key: string): Promise<number | undefined> => (await findSession(db, key))?.expiresAt;

/** Whether the session of this key is still there: not ended by a sign-out, a password reset or its age. */
export async function sessionLasts(db: Db, key: string): Promise<boolean> {
  const row = await findSession(db, key);
  return row !== undefined && row.expiresAt >= Date.now();
}

type SessionContext = Pick<Koa.Context, 'session' | 'cookies' | 'secure'>;

const markOptions = (ctx: SessionContext) =>
  ({ httpOnly: false, sameSite: 'lax', secure: ctx.secure, signed: false, overwrite: true }) as const;

/** Signs `userId` in with a new session, and sets the mark the app reads. */
export async function beginSession(ctx: SessionContext, userId: number): Promise<void> {
  await ctx.session?.regenerate();
  if (ctx.session) ctx.session.userId = userId;
  markSignedIn(ctx);
}

/**
 * Sets the mark again for as long as a session may now live: every signed-in request, so that it
 * follows a session the store renews, and reaches sessions begun before there was a mark.
 */
export function markSignedIn(ctx: SessionContext): void {
  ctx.cookies.set(signedInMark, '1', { ...markOptions(ctx), maxAge: sessionMaxAgeMs });
}

/** Ends the session, and its mark. */
export function endSession(ctx: SessionContext): void {
  ctx.session = null;
  ctx.cookies.set(signedInMark, null, markOptions(ctx));
}

export const sessionMiddleware = (app: Koa, db: Db, secure: boolean) =>
  session(
    {
      key: sessionCookie,
      maxAge: sessionMaxAgeMs,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      signed: true,
      rolling: false,
      renew: true,
      store: databaseStore(db),
    },
    app,
  );
