import {
  type AdminSettings,
  toggleDataSourceSchema,
  toggleDemoVisibilitySchema,
  toggleEnabledSchema,
  toggleFeatureSchema,
} from '@stagehouse/shared/admin.schema';
import { featuresNotInUse } from '@stagehouse/shared/options';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { listFeatureToggles, readSetting, readSettingToChange, setFeatureEnabled, writeSetting } from '../../infra/settings.repo';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { changeWithLogLine } from './admin-change';
import type { Mailer } from '../../infra/mailer';

export const getSettings = async (db: Db, mailer: Mailer): Promise<AdminSettings> => ({
  useSampleData: await readSetting(db, 'use_sample_data', true),
  demoVisible: await readSetting(db, 'demo_visible', true),
  emailIntegration: await readSetting(db, 'email_integration', false),
  inviteSystem: await readSetting(db, 'invite_system', false),
  smtpConfigured: mailer.configured,
});

/** Listers may invite their contacts while email integration and the invite system are both on. */
export const invitationsOpen = async (db: Db): Promise<boolean> =>
  (await readSetting(db, 'email_integration', false)) && (await readSetting(db, 'invite_system', false));

/** One switch of the back office, stored and logged in one transaction. */
const saveSwitch = (db: Db, admin: User, ip: string, key: string, value: boolean, title: string) =>
  changeWithLogLine(
    db,
    admin,
    ip,
    (trx) => writeSetting(trx, key, value),
    () => ({ action: 'update', entityType: 'setting', entityId: key, entityTitle: title, details: value ? 'On' : 'Off' }),
  );

export async function toggleFeature(db: Db, admin: User, input: unknown, ip: string) {
  const { featureId, enabled } = toggleFeatureSchema.parse(input);
  if (featuresNotInUse.includes(featureId)) throw conflict('This feature is not in use yet: switching it would change nothing');
  await changeWithLogLine(
    db,
    admin,
    ip,
    (trx) => setFeatureEnabled(trx, featureId, enabled),
    () => ({
      action: 'update',
      entityType: 'setting',
      entityId: featureId,
      entityTitle: 'Feature toggle',
      details: enabled ? 'Enabled' : 'Disabled',
    }),
  );
  return (await listFeatureToggles(db)).find((t) => t.id === featureId);
}

export async function toggleDataSource(db: Db, admin: User, input: unknown, ip: string) {
  const { useSampleData } = toggleDataSourceSchema.parse(input);
  await saveSwitch(db, admin, ip, 'use_sample_data', useSampleData, 'Data source');
  return { useSampleData };
}

export async function toggleDemoVisibility(db: Db, admin: User, input: unknown, ip: string) {
  const { visible } = toggleDemoVisibilitySchema.parse(input);
  await saveSwitch(db, admin, ip, 'demo_visible', visible, 'Demo visibility');
  return { visible };
}

export async function toggleEmailIntegration(db: Db, admin: User, input: unknown, ip: string) {
  const { enabled } = toggleEnabledSchema.parse(input);
  // Email integration is read first and kept: the invite system is switched on only while it stays on.
  await inTransaction(db, async (trx) => {
    await readSettingToChange(trx, 'email_integration', false);
    await saveSwitch(trx, admin, ip, 'email_integration', enabled, 'Email integration');
    if (!enabled) await saveSwitch(trx, admin, ip, 'invite_system', false, 'Invite system');
  });
  return { enabled };
}

export async function toggleInviteSystem(db: Db, admin: User, input: unknown, ip: string) {
  const { enabled } = toggleEnabledSchema.parse(input);
  await inTransaction(db, async (trx) => {
    if (enabled && !(await readSettingToChange(trx, 'email_integration', false))) throw badRequest('Turn on email integration first');
    await saveSwitch(trx, admin, ip, 'invite_system', enabled, 'Invite system');
  });
  return { enabled };
}

export async function testEmailConnection(mailer: Mailer) {
  try {
    await mailer.verify();
  } catch (error) {
    throw new HttpError(502, `Email integration test failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { ok: true };
}
