import type { Deps } from '../../deps';
import { signedInUser } from '../../http/guards';
import { activity, adminResetPassword, billing, listUsers, toggleBeta, toggleVerification, updatePlan } from './admin-accounts.service';
import { dashboardStats, emailStats, furnitureByStager, furnitureByZip, openHousesByZip } from './admin-analytics.service';
import { adminChange } from '../../http/admin-handlers';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import { addWrite } from '../../http/write-routes';

/** Back office I: statistics, users, billing, activity. Mounted on the admin router. */
export const adminAnalyticsRoutes = ({ mailer, config }: Deps) => {
  const router = apiRouter();
  addEndpoint(router, 'dashboardStats', async (ctx) => {
    ctx.body = await dashboardStats(ctx.state.db);
  });
  addEndpoint(router, 'emailStats', async (ctx) => {
    ctx.body = await emailStats(ctx.state.db);
  });
  addEndpoint(router, 'furnitureByZip', async (ctx) => {
    ctx.body = await furnitureByZip(ctx.state.db);
  });
  addEndpoint(router, 'furnitureByStager', async (ctx) => {
    ctx.body = await furnitureByStager(ctx.state.db);
  });
  addEndpoint(router, 'openHousesByZip', async (ctx) => {
    ctx.body = await openHousesByZip(ctx.state.db);
  });
  addEndpoint(router, 'users', async (ctx) => {
    ctx.body = await listUsers(ctx.state.db, ctx.query);
  });
  addWrite(router, 'toggleVerification', adminChange(toggleVerification));
  addWrite(router, 'toggleBeta', adminChange(toggleBeta));
  addWrite(router, 'adminResetPassword', {
    run: async ({ db, user, body, ip }) => ({
      body: await adminResetPassword(db, mailer, signedInUser({ user }), body, config.publicUrl, ip),
    }),
  });
  addWrite(router, 'updatePlan', adminChange(updatePlan));
  addEndpoint(router, 'billing', async (ctx) => {
    ctx.body = await billing(ctx.state.db, ctx.query);
  });
  addEndpoint(router, 'activity', async (ctx) => {
    ctx.body = await activity(ctx.state.db, ctx.query);
  });
  return router;
};
