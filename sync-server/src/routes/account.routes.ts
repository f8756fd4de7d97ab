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
export const accountRoutes = ({ db, secretBox }: Deps) => {
  const router = new Router<AppState>();
  for (const prefix of ['/api/account', '/api/payment-settings', '/api/verify-bank-account']) router.use(prefix, requireSignedIn);
  return router
    .get('/api/account/profile', (ctx) => {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { user: signedInUser(ctx.state) };
    })
    .put('/api/account/profile', async (ctx) => {
      ctx.body = { user: await updateProfile(db, signedInUser(ctx.state), ctx.request.body, ctx.ip) };
    })
    .post('/api/account/password', async (ctx) => {
      await changePassword(db, signedInUser(ctx.state), ctx.request.body, ctx.cookies.get(sessionCookie, { signed: true }));
      ctx.status = 204;
    })
    .get('/api/account/plan', async (ctx) => {
      ctx.body = await getPlanSummary(db, signedInUser(ctx.state));
    })
    .get('/api/account/payouts', async (ctx) => {
      ctx.body = await listPayouts(db, signedInUser(ctx.state));
    })
    .get('/api/account/business-profile', async (ctx) => {
      ctx.body = await getBusinessProfile(db, signedInUser(ctx.state));
    })
    .put('/api/account/business-profile', async (ctx) => {
      ctx.body = await saveBusinessProfile(db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .get('/api/payment-settings', async (ctx) => {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await getPaymentSettings(db, signedInUser(ctx.state));
    })
    .post('/api/payment-settings', async (ctx) => {
      ctx.body = await savePaymentSettings(db, secretBox, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .post('/api/verify-bank-account', async (ctx) => {
      ctx.body = await startBankVerification(db, signedInUser(ctx.state));
    });
};
