import Router from '@koa/router';
import type { AppState } from '../http/app-state';
import { signedInUser } from '../http/guards';

export const authRoutes = () =>
  new Router<AppState>().get('/api/auth/me', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: signedInUser(ctx.state) };
  });
