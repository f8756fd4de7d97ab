import type { Middleware } from 'koa';
import type { User } from '@stagehouse/shared/user.schema';
import type { AppState } from './app-state';
import { isAdmin } from '../policy';
import { forbidden, unauthorized } from './errors';

export function signedInUser(state: { user?: User | undefined }): User {
  if (!state.user) throw unauthorized();
  return state.user;
}

/** The guard of a write only a signed-in user may make. */
export const signedIn = (input: { user?: User | undefined }) => {
  signedInUser(input);
};

export const requireSignedIn: Middleware<AppState> = async (ctx, next) => {
  signedInUser(ctx.state);
  await next();
};

/** The first middleware of the back office's router: 401 signed out, 403 for anyone but an admin. */
export const requireAdmin: Middleware<AppState> = async (ctx, next) => {
  if (!isAdmin(signedInUser(ctx.state))) throw forbidden('Administrators only');
  await next();
};
