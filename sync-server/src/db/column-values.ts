import {
  activityActions,
  activityEntityTypes,
  bankAccountTypes,
  bannerAudiences,
  bannerTypes,
  billingStatuses,
  bulkImportFileTypes,
  bulkImportStatuses,
  pieceStatuses,
  plans,
  releaseTypes,
  roles,
  tagGroups,
  listerTypes,
} from '@stagehouse/shared/options';
import { requestStatuses } from '@stagehouse/shared/purchase-request.schema';

/**
 * The values a text column may hold, by "table.column", for the columns that take one of a fixed few.
 * Neither database says so in a way its types show (SQLite has no enums, and these are plain text
 * on PostgreSQL too), so the generated table types take them from here.
 */
export const columnValues: Record<string, readonly string[]> = {
  'activity_log.action': activityActions,
  'activity_log.entity_type': activityEntityTypes,
  'activity_log.user_role': roles,
  'banners.target_audience': bannerAudiences,
  'banners.type': bannerTypes,
  'billing_ledger.kind': ['rsvp', 'plus_subscription'],
  'bulk_imports.file_type': bulkImportFileTypes,
  'bulk_imports.status': bulkImportStatuses,
  'changes.op': ['upsert', 'delete'],
  'companies.type': listerTypes,
  'furniture.status': pieceStatuses,
  'payment_settings.bank_account_type': bankAccountTypes,
  'payment_settings.verification_status': ['none', 'pending', 'verified'],
  'purchase_requests.status': requestStatuses,
  'releases.type': releaseTypes,
  'tags.tag_group': tagGroups,
  'users.billing_status': billingStatuses,
  'users.plan': plans,
  'users.role': roles,
};
