import { createReleaseSchema, type Release, toggleLiveSchema } from '@stagehouse/shared/admin.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';
import { recordActivity } from '../db/repos/activity.repo';
import { insertRelease, listAllReleases, updateReleaseLive } from '../db/repos/releases.repo';
import { inTransaction } from '../db/transaction';
import { notFound } from '../http/errors';

export const listReleases = (db: Db): Promise<Release[]> => listAllReleases(db);

export async function createRelease(db: Db, admin: User, input: unknown, ip: string): Promise<Release> {
  const body = createReleaseSchema.parse(input);
  return inTransaction(db, async (trx) => {
    const release = await insertRelease(trx, {
      ...body,
      features: JSON.stringify(body.features),
      isLive: 0,
      createdAt: new Date().toISOString(),
    });
    await recordActivity(trx, {
      actor: admin,
      action: 'create',
      entityType: 'setting',
      entityId: release.id,
      entityTitle: `Release ${release.version}`,
      details: release.title,
      ipAddress: ip,
    });
    return release;
  });
}

export async function setReleaseLive(db: Db, admin: User, id: number, input: unknown, ip: string): Promise<Release> {
  const { isLive } = toggleLiveSchema.parse(input);
  return inTransaction(db, async (trx) => {
    const release = await updateReleaseLive(trx, id, isLive);
    if (!release) throw notFound('Release not found');
    await recordActivity(trx, {
      actor: admin,
      action: 'update',
      entityType: 'setting',
      entityId: id,
      entityTitle: `Release ${release.version}`,
      details: isLive ? 'Live' : 'Planned',
      ipAddress: ip,
    });
    return release;
  });
}
