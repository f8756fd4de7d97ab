import { createReleaseSchema, type Release, toggleLiveSchema } from '@stagehouse/shared/admin.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { insertRelease, listAllReleases, updateReleaseLive } from './releases.repo';
import { changeWithLogLine, switchRow } from './admin-change';

export const listReleases = (db: Db): Promise<Release[]> => listAllReleases(db);

export async function createRelease(db: Db, admin: User, input: unknown, ip: string): Promise<Release> {
  const body = createReleaseSchema.parse(input);
  return changeWithLogLine(
    db,
    admin,
    ip,
    (trx) => insertRelease(trx, { ...body, features: JSON.stringify(body.features), isLive: 0, createdAt: new Date().toISOString() }),
    (release) => ({
      action: 'create',
      entityType: 'setting',
      entityId: release.id,
      entityTitle: `Release ${release.version}`,
      details: release.title,
    }),
  );
}

export async function setReleaseLive(db: Db, admin: User, id: number, input: unknown, ip: string): Promise<Release> {
  const { isLive } = toggleLiveSchema.parse(input);
  return switchRow(db, admin, ip, {
    id,
    entityType: 'setting',
    missing: 'Release not found',
    details: isLive ? 'Live' : 'Planned',
    update: (trx) => updateReleaseLive(trx, id, isLive),
    title: (release) => `Release ${release.version}`,
  });
}
