import type { Deps } from '../../deps';
import { lister, listerUser, requireLister, requireSignedIn, signedInUser } from '../../http/guards';
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
import { addWrite } from '../../http/write-routes';

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
  addEndpoint(router, 'plan', requireLister, async (ctx) => {
    ctx.body = await getPlanSummary(ctx.state.db, listerUser(ctx.state));
  });
  addEndpoint(router, 'payouts', requireLister, async (ctx) => {
    ctx.body = await listPayouts(ctx.state.db, listerUser(ctx.state));
  });
  addEndpoint(router, 'getBusinessProfile', requireLister, async (ctx) => {
    ctx.body = await getBusinessProfile(ctx.state.db, listerUser(ctx.state));
  });
  addWrite(router, 'saveBusinessProfile', {
    guards: [lister],
    run: async ({ db, user, body, ip }) => ({ body: await saveBusinessProfile(db, listerUser({ user }), body, ip) }),
  });
  addEndpoint(router, 'getPaymentSettings', requireLister, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await getPaymentSettings(ctx.state.db, listerUser(ctx.state));
  });
  addWrite(router, 'savePaymentSettings', {
    guards: [lister],
    run: async ({ db, user, body, ip }) => ({ body: await savePaymentSettings(db, secretBox, listerUser({ user }), body, ip) }),
  });
  addWrite(router, 'verifyBankAccount', {
    guards: [lister],
    run: async ({ db, user }) => ({ body: await startBankVerification(db, listerUser({ user })) }),
  });
  return router;
};
