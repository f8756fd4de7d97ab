import type { Banner } from '@stagehouse/shared/admin.schema';
import { demoAccounts } from '@stagehouse/shared/demo-accounts';
import { featureToggleIds } from '@stagehouse/shared/options';
import type { UiContent } from '@stagehouse/shared/ui-content.schema';
import type { User } from '@stagehouse/shared/user.schema';
import { listEnabledBanners } from '../admin/banners.repo';
import { listCategoryChoices, listTagChoices } from '../admin/categories.repo';
import { listLiveReleases } from '../admin/releases.repo';
import { listFeatureToggles } from '../../infra/settings.repo';
import { isBetaUser, listActiveEmails } from '../accounts/users.repo';
import type { Db } from '../../db/database';
import { invitationsOpen } from '../admin/admin-switches.service';

async function audiencesOf(db: Db, user: User | undefined): Promise<Banner['targetAudience'][]> {
  const audiences: Banner['targetAudience'][] = ['all'];
  if (user?.userType === 'stager') audiences.push('stagers');
  if (user?.userType === 'realtor') audiences.push('realtors');
  if (user && (await isBetaUser(db, user.id))) audiences.push('beta');
  return audiences;
}

/** What the app shows everyone: banners for this visitor, feature switches, whether invitations are open, what's new, the categories and tags the lister forms offer. */
export async function getUiContent(db: Db, user: User | undefined, mapTileUrl: string | null): Promise<UiContent> {
  const [banners, toggles, releases, demoSignIns, categories, tags, invitations] = await Promise.all([
    audiencesOf(db, user).then((audiences) => listEnabledBanners(db, audiences)),
    listFeatureToggles(db),
    listLiveReleases(db, 5),
    listActiveEmails(
      db,
      demoAccounts.map((a) => a.email),
    ),
    listCategoryChoices(db),
    listTagChoices(db),
    invitationsOpen(db),
  ]);
  const enabled = new Map(toggles.map((t) => [t.id, t.enabled]));
  const features = Object.fromEntries(featureToggleIds.map((id) => [id, enabled.get(id) ?? false])) as UiContent['features'];
  return { banners, features, invitations, releases, demoSignIns, mapTileUrl, categories, tags };
}
