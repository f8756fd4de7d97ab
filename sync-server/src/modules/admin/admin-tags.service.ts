import { createTagSchema, type Tag, toggleActiveSchema } from '@stagehouse/shared/admin.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { insertTag, listTagsWithCounts, tagExists, updateTagActive } from './categories.repo';
import { badRequest } from '../../http/errors';
import { changeWithLogLine, switchRow } from './admin-change';

export const listTags = (db: Db): Promise<Tag[]> => listTagsWithCounts(db);

export async function createTag(db: Db, admin: User, input: unknown, ip: string): Promise<Tag> {
  const body = createTagSchema.parse(input);
  if (await tagExists(db, body.category, body.name)) throw badRequest('This tag already exists in its group');
  const row = await changeWithLogLine(
    db,
    admin,
    ip,
    (trx) =>
      insertTag(trx, {
        name: body.name,
        tagGroup: body.category,
        description: body.description,
        isActive: 1,
        createdAt: new Date().toISOString(),
      }),
    (tag) => ({ action: 'create', entityType: 'category', entityId: tag.id, entityTitle: `Tag ${tag.name}` }),
  );
  return {
    id: row.id,
    name: row.name,
    category: row.tagGroup,
    description: row.description,
    listingCount: 0,
    isActive: true,
    createdAt: row.createdAt,
  };
}

export async function setTagActive(db: Db, admin: User, id: number, input: unknown, ip: string) {
  const { isActive } = toggleActiveSchema.parse(input);
  await switchRow(db, admin, ip, {
    id,
    entityType: 'category',
    missing: 'Tag not found',
    details: isActive ? 'Active' : 'Inactive',
    update: (trx) => updateTagActive(trx, id, isActive),
    title: (name) => `Tag ${name}`,
  });
  return (await listTags(db)).find((t) => t.id === id);
}
