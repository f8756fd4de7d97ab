import type { Deps } from '../../deps';
import { signedInUser } from '../../http/guards';
import { idParam } from '../../http/params';
import { listFeatureToggles } from '../../infra/settings.repo';
import { activityLog, outgoingEmails } from './admin-log.service';
import { demoCounts, loadSeedData, resetSeedData } from './demo-data.service';
import { createBanner, deleteBanner, listBanners, setBannerEnabled } from './admin-banners.service';
import { createCategory, listCategories, setCategoryActive } from './admin-categories.service';
import { createRelease, listReleases, setReleaseLive } from './admin-releases.service';
import {
  getSettings,
  testEmailConnection,
  toggleDataSource,
  toggleDemoVisibility,
  toggleEmailIntegration,
  toggleFeature,
  toggleInviteSystem,
} from './admin-switches.service';
import { createTag, listTags, setTagActive } from './admin-tags.service';
import { adminChange, adminCreate, adminRowChange } from '../../http/admin-handlers';
import { apiRouter } from '../../http/api-router';
import { apiRoutes } from '@stagehouse/shared/api-paths';
import { idempotent } from '../../http/idempotency';

/** Back office II: switches, banners, releases, categories and tags, email, the activity log. Mounted on the admin router. */
export const adminSettingsRoutes = ({ mailer, photos }: Deps) =>
  apiRouter()
    .get(apiRoutes.admin.featureToggles, async (ctx) => {
      ctx.body = await listFeatureToggles(ctx.state.db);
    })
    .post(apiRoutes.admin.toggleFeature, idempotent, adminChange(toggleFeature))
    .get(apiRoutes.admin.settings, async (ctx) => {
      ctx.body = await getSettings(ctx.state.db, mailer);
    })
    .post(apiRoutes.admin.toggleDataSource, idempotent, adminChange(toggleDataSource))
    .post(apiRoutes.admin.toggleDemoVisibility, idempotent, adminChange(toggleDemoVisibility))
    .get(apiRoutes.admin.demoData, async (ctx) => {
      ctx.body = await demoCounts(ctx.state.db);
    })
    .post(apiRoutes.admin.loadSeedData, idempotent, async (ctx) => {
      ctx.status = 201;
      ctx.body = await loadSeedData(ctx.state.db, signedInUser(ctx.state), ctx.ip);
    })
    .delete(apiRoutes.admin.resetSeedData, idempotent, async (ctx) => {
      ctx.body = await resetSeedData(ctx.state.db, photos, signedInUser(ctx.state), ctx.ip);
    })
    .post(apiRoutes.admin.toggleEmailIntegration, idempotent, adminChange(toggleEmailIntegration))
    .post(apiRoutes.admin.toggleInviteSystem, idempotent, adminChange(toggleInviteSystem))
    .post(apiRoutes.admin.testEmailConnection, async (ctx) => {
      ctx.body = await testEmailConnection(mailer);
    })
    .get(apiRoutes.admin.outgoingEmails, async (ctx) => {
      ctx.body = await outgoingEmails(ctx.state.db, ctx.query);
    })
    .get(apiRoutes.admin.banners, async (ctx) => {
      ctx.body = await listBanners(ctx.state.db);
    })
    .post(apiRoutes.admin.banners, idempotent, adminCreate(createBanner))
    .patch(apiRoutes.admin.banner, idempotent, adminRowChange('Banner not found', setBannerEnabled))
    .delete(apiRoutes.admin.banner, idempotent, async (ctx) => {
      await deleteBanner(ctx.state.db, signedInUser(ctx.state), idParam(ctx.params.id, 'Banner not found'), ctx.ip);
      ctx.status = 204;
    })
    .get(apiRoutes.admin.releases, async (ctx) => {
      ctx.body = await listReleases(ctx.state.db);
    })
    .post(apiRoutes.admin.releases, idempotent, adminCreate(createRelease))
    .patch(apiRoutes.admin.release, idempotent, adminRowChange('Release not found', setReleaseLive))
    .get(apiRoutes.admin.categories, async (ctx) => {
      ctx.body = await listCategories(ctx.state.db);
    })
    .post(apiRoutes.admin.categories, idempotent, adminCreate(createCategory))
    .patch(apiRoutes.admin.category, idempotent, adminRowChange('Category not found', setCategoryActive))
    .get(apiRoutes.admin.tags, async (ctx) => {
      ctx.body = await listTags(ctx.state.db);
    })
    .post(apiRoutes.admin.tags, idempotent, adminCreate(createTag))
    .patch(apiRoutes.admin.tag, idempotent, adminRowChange('Tag not found', setTagActive))
    .get(apiRoutes.admin.activityLog, async (ctx) => {
      ctx.body = await activityLog(ctx.state.db, ctx.query);
    });
