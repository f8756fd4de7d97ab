import type { Deps } from '../deps';
import { signedInUser } from '../http/guards';
import { idParam } from '../http/params';
import { listFeatureToggles } from '../db/repos/settings.repo';
import { activityLog, outgoingEmails } from '../services/admin-log.service';
import { demoCounts, loadSeedData, resetSeedData } from '../services/demo-data.service';
import { createBanner, deleteBanner, listBanners, setBannerEnabled } from '../services/admin-banners.service';
import { createCategory, listCategories, setCategoryActive } from '../services/admin-categories.service';
import { createRelease, listReleases, setReleaseLive } from '../services/admin-releases.service';
import { getSettings, testEmailConnection, toggleDataSource, toggleDemoVisibility, toggleEmailIntegration, toggleFeature, toggleInviteSystem } from '../services/admin-switches.service';
import { createTag, listTags, setTagActive } from '../services/admin-tags.service';
import { apiRouter } from '../http/api-router';
import { idempotent } from '../http/idempotency';

/** Back office II: switches, banners, releases, categories and tags, email, the activity log. Mounted on the admin router. */
export const adminSettingsRoutes = ({ mailer, config }: Deps) =>
  apiRouter()
    .get('/api/admin/feature-toggles', async (ctx) => {
      ctx.body = await listFeatureToggles(ctx.state.db);
    })
    .post('/api/admin/toggle-feature', idempotent, async (ctx) => {
      ctx.body = await toggleFeature(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .get('/api/admin/settings', async (ctx) => {
      ctx.body = await getSettings(ctx.state.db, mailer);
    })
    .post('/api/admin/toggle-data-source', idempotent, async (ctx) => {
      ctx.body = await toggleDataSource(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .post('/api/admin/toggle-demo-visibility', idempotent, async (ctx) => {
      ctx.body = await toggleDemoVisibility(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .get('/api/admin/demo-data', async (ctx) => {
      ctx.body = await demoCounts(ctx.state.db);
    })
    .post('/api/admin/load-seed-data', idempotent, async (ctx) => {
      ctx.status = 201;
      ctx.body = await loadSeedData(ctx.state.db, signedInUser(ctx.state), ctx.ip);
    })
    .delete('/api/admin/reset-seed-data', idempotent, async (ctx) => {
      ctx.body = await resetSeedData(ctx.state.db, config.dataDir, signedInUser(ctx.state), ctx.ip);
    })
    .post('/api/admin/toggle-email-integration', idempotent, async (ctx) => {
      ctx.body = await toggleEmailIntegration(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .post('/api/admin/toggle-invite-system', idempotent, async (ctx) => {
      ctx.body = await toggleInviteSystem(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .post('/api/admin/test-email-connection', async (ctx) => {
      ctx.body = await testEmailConnection(mailer);
    })
    .get('/api/admin/outgoing-emails', async (ctx) => {
      ctx.body = await outgoingEmails(ctx.state.db);
    })
    .get('/api/admin/banners', async (ctx) => {
      ctx.body = await listBanners(ctx.state.db);
    })
    .post('/api/admin/banners', idempotent, async (ctx) => {
      ctx.status = 201;
      ctx.body = await createBanner(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .patch('/api/admin/banners/:id', idempotent, async (ctx) => {
      ctx.body = await setBannerEnabled(ctx.state.db, signedInUser(ctx.state), idParam(ctx.params.id, 'Banner not found'), ctx.request.body, ctx.ip);
    })
    .delete('/api/admin/banners/:id', idempotent, async (ctx) => {
      await deleteBanner(ctx.state.db, signedInUser(ctx.state), idParam(ctx.params.id, 'Banner not found'), ctx.ip);
      ctx.status = 204;
    })
    .get('/api/admin/releases', async (ctx) => {
      ctx.body = await listReleases(ctx.state.db);
    })
    .post('/api/admin/releases', idempotent, async (ctx) => {
      ctx.status = 201;
      ctx.body = await createRelease(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .patch('/api/admin/releases/:id', idempotent, async (ctx) => {
      ctx.body = await setReleaseLive(ctx.state.db, signedInUser(ctx.state), idParam(ctx.params.id, 'Release not found'), ctx.request.body, ctx.ip);
    })
    .get('/api/admin/categories', async (ctx) => {
      ctx.body = await listCategories(ctx.state.db);
    })
    .post('/api/admin/categories', idempotent, async (ctx) => {
      ctx.status = 201;
      ctx.body = await createCategory(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .patch('/api/admin/categories/:id', idempotent, async (ctx) => {
      ctx.body = await setCategoryActive(ctx.state.db, signedInUser(ctx.state), idParam(ctx.params.id, 'Category not found'), ctx.request.body, ctx.ip);
    })
    .get('/api/admin/tags', async (ctx) => {
      ctx.body = await listTags(ctx.state.db);
    })
    .post('/api/admin/tags', idempotent, async (ctx) => {
      ctx.status = 201;
      ctx.body = await createTag(ctx.state.db, signedInUser(ctx.state), ctx.request.body, ctx.ip);
    })
    .patch('/api/admin/tags/:id', idempotent, async (ctx) => {
      ctx.body = await setTagActive(ctx.state.db, signedInUser(ctx.state), idParam(ctx.params.id, 'Tag not found'), ctx.request.body, ctx.ip);
    })
    .get('/api/admin/activity-log', async (ctx) => {
      ctx.body = await activityLog(ctx.state.db, ctx.query);
    });
