import type { Deps } from '../../deps';
import { signedInUser } from '../../http/guards';
import { activity, adminResetPassword, billing, listUsers, toggleBeta, toggleVerification, updatePlan } from './admin-accounts.service';
import { dashboardStats, emailStats, furnitureByStager, furnitureByZip, openHousesByZip } from './admin-analytics.service';
import { adminChange } from '../../http/admin-handlers';
import { apiRouter } from '../../http/api-router';
import { apiRoutes } from '@stagehouse/shared/api-paths';
import { idempotent } from '../../http/idempotency';

/** Back office I: statistics, users, billing, activity. Mounted on the admin router. */
export const adminAnalyticsRoutes = ({ mailer, config }: Deps) =>
  apiRouter()
    .get(apiRoutes.admin.dashboardStats, async (ctx) => {
      ctx.body = await dashboardStats(ctx.state.db);
    })
    .get(apiRoutes.admin.emailStats, async (ctx) => {
      ctx.body = await emailStats(ctx.state.db);
    })
    .get(apiRoutes.admin.furnitureByZip, async (ctx) => {
      ctx.body = await furnitureByZip(ctx.state.db);
    })
    .get(apiRoutes.admin.furnitureByStager, async (ctx) => {
      ctx.body = await furnitureByStager(ctx.state.db);
    })
    .get(apiRoutes.admin.openHousesByZip, async (ctx) => {
      ctx.body = await openHousesByZip(ctx.state.db);
    })
    .get(apiRoutes.admin.users, async (ctx) => {
      ctx.body = await listUsers(ctx.state.db, ctx.query);
    })
    .post(apiRoutes.admin.toggleVerification, idempotent, adminChange(toggleVerification))
    .post(apiRoutes.admin.toggleBeta, idempotent, adminChange(toggleBeta))
    .post(apiRoutes.admin.resetPassword, idempotent, async (ctx) => {
      ctx.body = await adminResetPassword(ctx.state.db, mailer, signedInUser(ctx.state), ctx.request.body, config.publicUrl, ctx.ip);
    })
    .post(apiRoutes.admin.updatePlan, idempotent, adminChange(updatePlan))
    .get(apiRoutes.admin.billing, async (ctx) => {
      ctx.body = await billing(ctx.state.db, ctx.query);
    })
    .get(apiRoutes.admin.activity, async (ctx) => {
      ctx.body = await activity(ctx.state.db, ctx.query);
    });
