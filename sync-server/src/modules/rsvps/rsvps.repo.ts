import type { Db } from '../../db/database';

const rsvpColumns = ['id', 'propertyId', 'furnitureId', 'firstName', 'lastName', 'email', 'createdAt'] as const;

export const findRsvpByEmail = (db: Db, propertyId: number, email: string) =>
  db.selectFrom('rsvps').selectAll().where('propertyId', '=', propertyId).where('email', '=', email).executeTakeFirst();

export const rsvpIdExists = async (db: Db, id: string): Promise<boolean> =>
  (await db.selectFrom('rsvps').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export async function countRsvps(db: Db, propertyId: number): Promise<number> {
  const { n } = await db
    .selectFrom('rsvps')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('propertyId', '=', propertyId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export const listRsvpsOfUser = (db: Db, userId: number) =>
  db.selectFrom('rsvps').select(rsvpColumns).where('userId', '=', userId).execute();

export const findRsvpsOfUser = async (db: Db, userId: number, ids: string[]) =>
  ids.length === 0 ? [] : db.selectFrom('rsvps').select(rsvpColumns).where('id', 'in', ids).where('userId', '=', userId).execute();
