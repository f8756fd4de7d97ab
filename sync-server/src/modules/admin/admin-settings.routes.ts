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
import { addEndpoint } from '../../http/endpoint-routes';
import { idempotent } from '../../http/idempotency';

/** Back office II: switches, banners, releases, categories and tags, email, the activity log. Mounted on the admin router. */
export const adminSettingsRoutes = ({ mailer, photos }: Deps) => {
  const router = apiRouter();
  addEndpoint(router, 'featureToggles', async (ctx) => {
    ctx.body = await listFeatureToggles(ctx.state.db);
  });
  addEndpoint(router, 'toggleFeature', idempotent, adminChange(toggleFeature));
  addEndpoint(router, 'settings', async (ctx) => {
    ctx.body = await getSettings(ctx.state.db, mailer);
  });
  addEndpoint(router, 'toggleDataSource', idempotent, adminChange(toggleDataSource));
  addEndpoint(router, 'toggleDemoVisibility', idempotent, adminChange(toggleDemoVisibility));
  addEndpoint(router, 'demoData', async (ctx) => {
    ctx.body = await demoCounts(ctx.state.db);
  });
  addEndpoint(router, 'loadSeedData', idempotent, async (ctx) => {
    ctx.status = 201;
    ctx.body = await loadSeedData(ctx.state.db, signedInUser(ctx.state), ctx.ip);
  });
  addEndpoint(router, 'resetSeedData', idempotent, async (ctx) => {
    ctx.body = await resetSeedData(ctx.state.db, photos, signedInUser(ctx.state), ctx.ip);
  });
  addEndpoint(router, 'toggleEmailIntegration', idempotent, adminChange(toggleEmailIntegration));
  addEndpoint(router, 'toggleInviteSystem', idempotent, adminChange(toggleInviteSystem));
  addEndpoint(router, 'testEmailConnection', async (ctx) => {
    ctx.body = await testEmailConnection(mailer);
  });
  addEndpoint(router, 'outgoingEmails', async (ctx) => {
    ctx.body = await outgoingEmails(ctx.state.db, ctx.query);
  });
  addEndpoint(router, 'banners', async (ctx) => {
    ctx.body = await listBanners(ctx.state.db);
  });
  addEndpoint(router, 'createBanner', idempotent, adminCreate(createBanner));
  addEndpoint(router, 'setBannerEnabled', idempotent, adminRowChange('Banner not found', setBannerEnabled));
  addEndpoint(router, 'deleteBanner', idempotent, async (ctx) => {
    await deleteBanner(ctx.state.db, signedInUser(ctx.state), idParam(ctx.params.id, 'Banner not found'), ctx.ip);
    ctx.status = 204;
  });
  addEndpoint(router, 'releases', async (ctx) => {
    ctx.body = await listReleases(ctx.state.db);
  });
  addEndpoint(router, 'createRelease', idempotent, adminCreate(createRelease));
  addEndpoint(router, 'setReleaseLive', idempotent, adminRowChange('Release not found', setReleaseLive));
  addEndpoint(router, 'categories', async (ctx) => {
    ctx.body = await listCategories(ctx.state.db);
  });
  addEndpoint(router, 'createCategory', idempotent, adminCreate(createCategory));
  addEndpoint(router, 'setCategoryActive', idempotent, adminRowChange('Category not found', setCategoryActive));
  addEndpoint(router, 'tags', async (ctx) => {
    ctx.body = await listTags(ctx.state.db);
  });
  addEndpoint(router, 'createTag', idempotent, adminCreate(createTag));
  addEndpoint(router, 'setTagActive', idempotent, adminRowChange('Tag not found', setTagActive));
  addEndpoint(router, 'activityLog', async (ctx) => {
    ctx.body = await activityLog(ctx.state.db, ctx.query);
  });
  return router;
};
