import type { Deps } from '../deps';
import { signedInUser } from '../http/guards';
import { activity, adminResetPassword, billing, listUsers, toggleVerification, updatePlan } from '../services/admin-accounts.service';
import { dashboardStats, emailStats, furnitureByStager, furnitureByZip, openHousesByZip } from '../services/admin-analytics.service';
import { apiRouter } from '../http/api-router';
import { idempotent } from '../http/idempotency';

/** Back office I: statistics, users, billing, activity. Mounted on the admin router. */
export const adminAnalyticsRoutes = ({ mailer, config }: Deps) =>
  apiRouter()
    .get('/api/admin/dashboard-stats', async (ctx) => {
      ctx.body = await dashboardStats(ctx.state.db);
    })
    .get('/api/admin/email-stats', async (ctx) => {
      ctx.body = await emailStats(ctx.state.db);
    })
    .get('/api/admin/furniture-by-zip', async (ctx) => {
      ctx.body = await furnitureByZip(ctx.state.db);
    })
    .get('/api/admin/furniture-by-stager', async (ctx) => {
      ctx.body = await furnitureByStager(ctx.state.db);
    })
    .get('/api/admin/open-houses-by-zip', async (ctx) => {
      ctx.body = await openHousesByZip(ctx.state.db);
    })
    .get('/api/admin/users', async (ctx) => {
      ctx.body = await listUsers(ctx.state.db, ctx.query);
    })
    .post('/api/admin/toggle-verification', idempotent, async (ctx) => {
      ctx.body = await toggleVerification(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .post('/api/admin/reset-password', idempotent, async (ctx) => {
      ctx.body = await adminResetPassword(ctx.state.db, mailer, signedInUser(ctx.state), ctx.request.body, config.publicUrl, ctx.ip);
    })
    .post('/api/admin/update-plan', idempotent, async (ctx) => {
      ctx.body = await updatePlan(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .get('/api/admin/billing', async (ctx) => {
      ctx.body = await billing(ctx.state.db);
    })
    .get('/api/admin/activity', async (ctx) => {
      ctx.body = await activity(ctx.state.db);
    });
