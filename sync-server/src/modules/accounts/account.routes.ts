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
import { apiRoutes } from '@stagehouse/shared/api-paths';
import { idempotent } from '../../http/idempotency';

/** The signed-in user's own account: profile, password, plan, payouts, business profile, bank details. */
export const accountRoutes = ({ secretBox }: Deps) =>
  apiRouter()
    .get(apiRoutes.profile, requireSignedIn, (ctx) => {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { user: signedInUser(ctx.state) };
    })
    .put(apiRoutes.profile, requireSignedIn, async (ctx) => {
      ctx.body = {
        user: await updateProfile(
          ctx.state.db,
          signedInUser(ctx.state),
          ctx.request.body,
          ctx.ip,
          ctx.cookies.get(sessionCookie, { signed: true }),
        ),
      };
    })
    .post(apiRoutes.changePassword, requireSignedIn, async (ctx) => {
      await changePassword(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.cookies.get(sessionCookie, { signed: true }));
      ctx.status = 204;
    })
    .get(apiRoutes.plan, requireSignedIn, async (ctx) => {
      ctx.body = await getPlanSummary(ctx.state.db, signedInUser(ctx.state));
    })
    .get(apiRoutes.payouts, requireSignedIn, async (ctx) => {
      ctx.body = await listPayouts(ctx.state.db, signedInUser(ctx.state));
    })
    .get(apiRoutes.businessProfile, requireSignedIn, async (ctx) => {
      ctx.body = await getBusinessProfile(ctx.state.db, signedInUser(ctx.state));
    })
    .put(apiRoutes.businessProfile, requireSignedIn, idempotent, async (ctx) => {
      ctx.body = await saveBusinessProfile(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .get(apiRoutes.paymentSettings, requireSignedIn, async (ctx) => {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await getPaymentSettings(ctx.state.db, signedInUser(ctx.state));
    })
    .post(apiRoutes.paymentSettings, requireSignedIn, idempotent, async (ctx) => {
      ctx.body = await savePaymentSettings(ctx.state.db, secretBox, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .post(apiRoutes.verifyBankAccount, requireSignedIn, idempotent, async (ctx) => {
      ctx.body = await startBankVerification(ctx.state.db, signedInUser(ctx.state));
    });
