import type { Middleware } from 'koa';
import type { Db } from '../db/database';
import { findUserById } from '../modules/accounts/users.repo';
import type { AppState } from './app-state';
import { endSession, markSignedIn } from './session';

/** Puts the signed-in, active user on ctx.state.user; a session of a removed or inactive user is ended. */
export const currentUser =
  (db: Db): Middleware<AppState> =>
  async (ctx, next) => {
    const userId = ctx.session?.userId;
    if (userId !== undefined) {
      const user = await findUserById(db, userId);
      if (user?.isActive) {
        ctx.state.user = user;
        markSignedIn(ctx);
      } else endSession(ctx);
    }
    await next();
  };
