import type { Deps } from '../../deps';
import { requireSignedIn, signedInUser } from '../../http/guards';
import { sessionCookie } from '../../http/session';
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
} from './account.service';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import { idempotent } from '../../http/idempotency';

/** The signed-in user's own account: profile, password, plan, payouts, business profile, bank details. */
export const accountRoutes = ({ secretBox }: Deps) => {
  const router = apiRouter();
  addEndpoint(router, 'getProfile', requireSignedIn, (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { user: signedInUser(ctx.state) };
  });
  addEndpoint(router, 'updateProfile', requireSignedIn, async (ctx) => {
    ctx.body = {
      user: await updateProfile(
        ctx.state.db,
        signedInUser(ctx.state),
        ctx.request.body,
        ctx.ip,
        ctx.cookies.get(sessionCookie, { signed: true }),
      ),
    };
  });
  addEndpoint(router, 'changePassword', requireSignedIn, async (ctx) => {
    await changePassword(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.cookies.get(sessionCookie, { signed: true }));
    ctx.status = 204;
  });
  addEndpoint(router, 'plan', requireSignedIn, async (ctx) => {
    ctx.body = await getPlanSummary(ctx.state.db, signedInUser(ctx.state));
  });
  addEndpoint(router, 'payouts', requireSignedIn, async (ctx) => {
    ctx.body = await listPayouts(ctx.state.db, signedInUser(ctx.state));
  });
  addEndpoint(router, 'getBusinessProfile', requireSignedIn, async (ctx) => {
    ctx.body = await getBusinessProfile(ctx.state.db, signedInUser(ctx.state));
  });
  addEndpoint(router, 'saveBusinessProfile', requireSignedIn, idempotent, async (ctx) => {
    ctx.body = await saveBusinessProfile(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
  });
  addEndpoint(router, 'getPaymentSettings', requireSignedIn, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await getPaymentSettings(ctx.state.db, signedInUser(ctx.state));
  });
  addEndpoint(router, 'savePaymentSettings', requireSignedIn, idempotent, async (ctx) => {
    ctx.body = await savePaymentSettings(ctx.state.db, secretBox, signedInUser(ctx.state), ctx.request.body, ctx.ip);
  });
  addEndpoint(router, 'verifyBankAccount', requireSignedIn, idempotent, async (ctx) => {
    ctx.body = await startBankVerification(ctx.state.db, signedInUser(ctx.state));
  });
  return router;
};
