import type { Middleware } from 'koa';
import type { Db } from '../db/database';
import { findUserById } from '../modules/accounts/users.repo';
import type { AppState } from './app-state';
import { endSession, markSignedIn, sessionKeyOf } from './session';
import type { KnownReaders } from './known-readers';
import { isAdmin } from '../policy';

/**
 * Puts the signed-in, active user on ctx.state.user, and remembers who the session's reader is; a
 * session of a removed or inactive user is ended.
 */
export const currentUser =
  (db: Db, readers: KnownReaders): Middleware<AppState> =>
  async (ctx, next) => {
    const userId = ctx.session?.userId;
    if (userId !== undefined) {
      const user = await findUserById(db, userId);
      const sessionKey = sessionKeyOf(ctx);
      if (user?.isActive) {
        ctx.state.user = user;
        markSignedIn(ctx);
        if (sessionKey) readers.remember(sessionKey, { userId: user.id, admin: isAdmin(user) });
      } else endSession(ctx);
    }
    await next();
  };
