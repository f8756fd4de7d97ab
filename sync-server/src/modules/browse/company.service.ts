import type { Company } from '@stagehouse/shared/company.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { findCompany } from './companies.repo';
import { notFound } from '../../http/errors';
import { canSeeCompany } from '../../policy';

/** A company's profile; one that is not public yet (no business profile, no piece shown) only to its lister and admins. */
export async function getCompany(db: Db, id: number, viewer: User | undefined): Promise<Company> {
  const found = await findCompany(db, id);
  if (!found || !canSeeCompany(viewer, found)) throw notFound('Company not found');
  return found.company;
}
