import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/001-initial';
import * as referenceData from './migrations/002-reference-data';
import * as rsvpsByUser from './migrations/003-rsvps-by-user';
import * as listingReview from './migrations/004-listing-review';
import * as listerCategories from './migrations/005-lister-categories';
import * as trust from './migrations/006-trust';
import * as purchaseRequests from './migrations/007-purchase-requests';
import * as pickupReminders from './migrations/008-pickup-reminders';
import * as addressKeys from './migrations/009-address-keys';
import * as pieceDimensions from './migrations/010-piece-dimensions';
import * as companyProfiles from './migrations/011-company-profiles';
import * as uploadFiles from './migrations/012-upload-files';
import * as everyCategoryARow from './migrations/013-every-category-a-row';
import * as adminListIndexes from './migrations/014-admin-list-indexes';
import * as requestsToBuySwitch from './migrations/015-requests-to-buy-switch';
import * as contactInvitations from './migrations/016-contact-invitations';
import * as uploadSizes from './migrations/017-upload-sizes';
import * as bulkImportSummaries from './migrations/018-bulk-import-summaries';
import * as accountNumberEnds from './migrations/019-account-number-ends';
import * as healthChecks from './migrations/020-health-checks';

/** Every migration by name; they apply in name order. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-reference-data': referenceData,
  '003-rsvps-by-user': rsvpsByUser,
  '004-listing-review': listingReview,
  '005-lister-categories': listerCategories,
  '006-trust': trust,
  '007-purchase-requests': purchaseRequests,
  '008-pickup-reminders': pickupReminders,
  '009-address-keys': addressKeys,
  '010-piece-dimensions': pieceDimensions,
  '011-company-profiles': companyProfiles,
  '012-upload-files': uploadFiles,
  '013-every-category-a-row': everyCategoryARow,
  '014-admin-list-indexes': adminListIndexes,
  '015-requests-to-buy-switch': requestsToBuySwitch,
  '016-contact-invitations': contactInvitations,
  '017-upload-sizes': uploadSizes,
  '018-bulk-import-summaries': bulkImportSummaries,
  '019-account-number-ends': accountNumberEnds,
  '020-health-checks': healthChecks,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Applies every migration not yet applied, in name order; forward only. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
