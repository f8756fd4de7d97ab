import Router from '@koa/router';
import type { Deps } from '../deps';
import type { AppState } from '../http/app-state';
import { signedInUser } from '../http/guards';
import { login, register } from '../services/auth.service';

export const authRoutes = ({ db }: Deps) =>
  new Router<AppState>()
    .post('/api/auth/login', async (ctx) => {
      const user = await login(db, ctx.request.body, ctx.ip);
      await ctx.session?.regenerate();
      if (ctx.session) ctx.session.userId = user.id;
      ctx.body = { user };
    })
    .post('/api/auth/register', async (ctx) => {
      const user = await register(db, ctx.request.body, ctx.ip);
      await ctx.session?.regenerate();
      if (ctx.session) ctx.session.userId = user.id;
      ctx.status = 201;
      ctx.body = { user };
    })
    .post('/api/auth/logout', (ctx) => {
      ctx.session = null;
      ctx.status = 204;
    })
    .get('/api/auth/me', (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { user: signedInUser(ctx.state) };
    });
