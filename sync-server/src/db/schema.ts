import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB, Furniture, Users } from './generated-schema';

/** Every table, as the migrated schema has it (generated-schema.ts, written by npm run db:types). */
export type Database = DB;

export type NewUser = Insertable<Users>;
export type UserUpdate = Updateable<Users>;
export type PieceRow = Selectable<Furniture>;
export type NewPieceRow = Insertable<Furniture>;
