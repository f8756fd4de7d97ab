import type { RouterMiddleware } from '@koa/router';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';
import type { AppState } from './app-state';
import { signedInUser } from './guards';
import { idParam } from './params';

type AdminChange = (db: Db, admin: User, input: unknown, ip: string) => Promise<unknown>;
type AdminRowChange = (db: Db, admin: User, id: number, input: unknown, ip: string) => Promise<unknown>;

/** A back-office change made from the request body: 200 with what the service answers. */
export function adminChange(change: AdminChange): RouterMiddleware<AppState> {
  return async (ctx) => {
    ctx.body = await change(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
  };
}

/** A back-office row created from the request body: 201 with the new row. */
export function adminCreate(create: AdminChange): RouterMiddleware<AppState> {
  return async (ctx) => {
    ctx.status = 201;
    ctx.body = await create(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
  };
}

/** A change to the back-office row whose id the path names; an id that is no positive number is a 404 with `missing`. */
export function adminRowChange(missing: string, change: AdminRowChange): RouterMiddleware<AppState> {
  return async (ctx) => {
    ctx.body = await change(ctx.state.db, signedInUser(ctx.state), idParam(ctx.params.id, missing), ctx.request.body, ctx.ip);
  };
}
