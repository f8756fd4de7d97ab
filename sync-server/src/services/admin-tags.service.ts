import { createTagSchema, type Tag, toggleActiveSchema } from '@stagehouse/shared/admin.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';
import { recordActivity } from '../db/repos/activity.repo';
import { insertTag, listTagsWithCounts, tagExists, updateTagActive } from '../db/repos/categories.repo';
import { inTransaction } from '../db/transaction';
import { badRequest, notFound } from '../http/errors';

export const listTags = (db: Db): Promise<Tag[]> => listTagsWithCounts(db);

export async function createTag(db: Db, admin: User, input: unknown, ip: string): Promise<Tag> {
  const body = createTagSchema.parse(input);
  if (await tagExists(db, body.category, body.name)) throw badRequest('This tag already exists in its group');
  return inTransaction(db, async (trx) => {
    const row = await insertTag(trx, {
      name: body.name,
      tagGroup: body.category,
      description: body.description,
      isActive: 1,
      createdAt: new Date().toISOString(),
    });
    await recordActivity(trx, {
      actor: admin,
      action: 'create',
      entityType: 'category',
      entityId: row.id,
      entityTitle: `Tag ${row.name}`,
      ipAddress: ip,
    });
    return {
      id: row.id,
      name: row.name,
      category: row.tagGroup,
      description: row.description,
      listingCount: 0,
      isActive: true,
      createdAt: row.createdAt,
    };
  });
}

export async function setTagActive(db: Db, admin: User, id: number, input: unknown, ip: string) {
  const { isActive } = toggleActiveSchema.parse(input);
  await inTransaction(db, async (trx) => {
    const name = await updateTagActive(trx, id, isActive);
    if (name === undefined) throw notFound('Tag not found');
    await recordActivity(trx, {
      actor: admin,
      action: 'update',
      entityType: 'category',
      entityId: id,
      entityTitle: `Tag ${name}`,
      details: isActive ? 'Active' : 'Inactive',
      ipAddress: ip,
    });
  });
  return (await listTags(db)).find((t) => t.id === id);
}
