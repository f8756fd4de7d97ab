import type { Middleware } from 'koa';
import type { User } from '@stagehouse/shared/user.schema';
import type { AppState } from './app-state';
import { isAdmin, isBuyer } from '../policy';
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

/** The signed-in stager, realtor or admin: 401 signed out, 403 for a buyer. */
export function listerUser(state: { user?: User | undefined }): User {
  const user = signedInUser(state);
  if (isBuyer(user)) throw forbidden('Only stagers and realtors may do this');
  return user;
}

/** The guard of a write only a lister may make. */
export const lister = (input: { user?: User | undefined }) => {
  listerUser(input);
};

export const requireLister: Middleware<AppState> = async (ctx, next) => {
  listerUser(ctx.state);
  await next();
};

/** The first middleware of the back office's router: 401 signed out, 403 for anyone but an admin. */
export const requireAdmin: Middleware<AppState> = async (ctx, next) => {
  if (!isAdmin(signedInUser(ctx.state))) throw forbidden('Administrators only');
  await next();
};
