import { type IdentifiersAnswer, identifiersQuerySchema } from '@stagehouse/shared/admin.schema';
import type { Db } from '../../db/database';
import { listIdentifiers } from './identifiers.repo';

/** One page of the listing and account identifiers with the filters, each with what it refers to. */
export async function identifiers(db: Db, input: unknown): Promise<IdentifiersAnswer> {
  const q = identifiersQuerySchema.parse(input);
  const { total, rows } = await listIdentifiers(db, q);
  return { records: rows, total, page: q.page, pageSize: q.pageSize };
}
