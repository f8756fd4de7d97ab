import type { Middleware } from 'koa';
import type { User } from '@stagehouse/shared/user.schema';
import type { AppState } from './app-state';
import { forbidden, unauthorized } from './errors';

export const signedInUser = (state: AppState): User => {
  if (!state.user) throw unauthorized();
  return state.user;
};

export const requireSignedIn: Middleware<AppState> = async (ctx, next) => {
  signedInUser(ctx.state);
  await next();
};

/** Everything under /api/admin is for admins, whatever the route: 401 signed out, 403 otherwise. */
export const adminArea: Middleware<AppState> = async (ctx, next) => {
  if ((ctx.path === '/api/admin' || ctx.path.startsWith('/api/admin/')) && signedInUser(ctx.state).userType !== 'admin') {
    throw forbidden('Administrators only');
  }
  await next();
};
