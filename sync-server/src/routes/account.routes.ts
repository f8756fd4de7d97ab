import Router from '@koa/router';
import type { Deps } from '../deps';
import type { AppState } from '../http/app-state';
import { requireSignedIn, signedInUser } from '../http/guards';
import { sessionCookie } from '../http/session';
import {
  changePassword,
  getBusinessProfile,
  getPaymentSettings,
  getPlanSummary,
  listPayouts,
  saveBusinessProfile,
  savePaymentSettings,
  startBankVerification,
  updateProfile,
} from '../services/account.service';

/** The signed-in user's own account: profile, password, plan, payouts, business profile, bank details. */
export const accountRoutes = ({ secretBox }: Deps) => {
  const router = new Router<AppState>();
  for (const prefix of ['/api/account', '/api/payment-settings', '/api/verify-bank-account']) router.use(prefix, requireSignedIn);
  return router
    .get('/api/account/profile', (ctx) => {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { user: signedInUser(ctx.state) };
    })
    .put('/api/account/profile', async (ctx) => {
      ctx.body = { user: await updateProfile(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip) };
    })
    .post('/api/account/password', async (ctx) => {
      await changePassword(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.cookies.get(sessionCookie, { signed: true }));
      ctx.status = 204;
    })
    .get('/api/account/plan', async (ctx) => {
      ctx.body = await getPlanSummary(ctx.state.db, signedInUser(ctx.state));
    })
    .get('/api/account/payouts', async (ctx) => {
      ctx.body = await listPayouts(ctx.state.db, signedInUser(ctx.state));
    })
    .get('/api/account/business-profile', async (ctx) => {
      ctx.body = await getBusinessProfile(ctx.state.db, signedInUser(ctx.state));
    })
    .put('/api/account/business-profile', async (ctx) => {
      ctx.body = await saveBusinessProfile(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .get('/api/payment-settings', async (ctx) => {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await getPaymentSettings(ctx.state.db, signedInUser(ctx.state));
    })
    .post('/api/payment-settings', async (ctx) => {
      ctx.body = await savePaymentSettings(ctx.state.db, secretBox, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .post('/api/verify-bank-account', async (ctx) => {
      ctx.body = await startBankVerification(ctx.state.db, signedInUser(ctx.state));
    });
};
