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
import { addWrite } from '../../http/write-routes';

/** Back office II: switches, banners, releases, categories and tags, email, the activity log. Mounted on the admin router. */
export const adminSettingsRoutes = ({ mailer, photos }: Deps) => {
  const router = apiRouter();
  addEndpoint(router, 'featureToggles', async (ctx) => {
    ctx.body = await listFeatureToggles(ctx.state.db);
  });
  addWrite(router, 'toggleFeature', adminChange(toggleFeature));
  addEndpoint(router, 'settings', async (ctx) => {
    ctx.body = await getSettings(ctx.state.db, mailer);
  });
  addWrite(router, 'toggleDataSource', adminChange(toggleDataSource));
  addWrite(router, 'toggleDemoVisibility', adminChange(toggleDemoVisibility));
  addEndpoint(router, 'demoData', async (ctx) => {
    ctx.body = await demoCounts(ctx.state.db);
  });
  addWrite(router, 'loadSeedData', {
    run: async ({ db, user, ip }) => ({ status: 201, body: await loadSeedData(db, signedInUser({ user }), ip) }),
  });
  addWrite(router, 'resetSeedData', {
    run: async ({ db, user, ip }) => ({ body: await resetSeedData(db, photos, signedInUser({ user }), ip) }),
  });
  addWrite(router, 'toggleEmailIntegration', adminChange(toggleEmailIntegration));
  addWrite(router, 'toggleInviteSystem', adminChange(toggleInviteSystem));
  addEndpoint(router, 'testEmailConnection', async (ctx) => {
    ctx.body = await testEmailConnection(mailer);
  });
  addEndpoint(router, 'outgoingEmails', async (ctx) => {
    ctx.body = await outgoingEmails(ctx.state.db, ctx.query);
  });
  addEndpoint(router, 'banners', async (ctx) => {
    ctx.body = await listBanners(ctx.state.db);
  });
  addWrite(router, 'createBanner', adminCreate(createBanner));
  addWrite(router, 'setBannerEnabled', adminRowChange('Banner not found', setBannerEnabled));
  addWrite(router, 'deleteBanner', {
    run: async ({ db, user, params, ip }) => {
      await deleteBanner(db, signedInUser({ user }), idParam(params.id, 'Banner not found'), ip);
      return {};
    },
  });
  addEndpoint(router, 'releases', async (ctx) => {
    ctx.body = await listReleases(ctx.state.db);
  });
  addWrite(router, 'createRelease', adminCreate(createRelease));
  addWrite(router, 'setReleaseLive', adminRowChange('Release not found', setReleaseLive));
  addEndpoint(router, 'categories', async (ctx) => {
    ctx.body = await listCategories(ctx.state.db);
  });
  addWrite(router, 'createCategory', adminCreate(createCategory));
  addWrite(router, 'setCategoryActive', adminRowChange('Category not found', setCategoryActive));
  addEndpoint(router, 'tags', async (ctx) => {
    ctx.body = await listTags(ctx.state.db);
  });
  addWrite(router, 'createTag', adminCreate(createTag));
  addWrite(router, 'setTagActive', adminRowChange('Tag not found', setTagActive));
  addEndpoint(router, 'activityLog', async (ctx) => {
    ctx.body = await activityLog(ctx.state.db, ctx.query);
  });
  return router;
};
