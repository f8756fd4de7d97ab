import { cityNameOf } from '@stagehouse/shared/cities';
import type { Deps } from '../../deps';
import { idParam, textParam } from '../../http/params';
import type { Db } from '../../db/database';
import { type PublicReads, publicRoutes, type ReadsAsVisitor } from '../../http/public-reads';
import { canChange } from '../../policy';
import { findPieceById } from '../pieces/pieces.repo';
import { findCompanyOwner } from './companies.repo';
import { listCompanies, listCompanyLocations } from './companies.repo';
import { getCompany } from './company.service';
import { getOpenHouse } from './open-house.service';
import { getPieceView } from './piece.service';
import { findHouseOwner, listPropertiesWithFurniture } from './properties.repo';

/** What a signed-out buyer reads: the map's properties, open houses, pieces and companies. */
export const browseReads: PublicReads<
  'propertiesWithFurniture' | 'openHouse' | 'pieceView' | 'companies' | 'companyLocations' | 'company'
> = {
  propertiesWithFurniture: (db, { query }) =>
    listPropertiesWithFurniture(db, { ...query, city: query.city ? cityNameOf(query.city) : undefined }),
  openHouse: (db, { params, user }) => getOpenHouse(db, idParam(params.id, 'Open house not found'), user),
  pieceView: (db, { params, user }) => getPieceView(db, textParam(params.id), user),
  companies: (db, { query }) => listCompanies(db, query),
  companyLocations: (db) => listCompanyLocations(db),
  company: (db, { params, user }) => getCompany(db, idParam(params.companyId, 'Company not found'), user),
};

/** A user reads what a visitor reads unless they may change what is read (its lister, or an admin): only those see its buyers' details and what is not public yet. */
const unlessTheirs =
  (ownerOf: (db: Db, params: Record<string, string | undefined>) => Promise<number | undefined>): ReadsAsVisitor =>
  async (db, params, user) => {
    try {
      return !canChange(user, { ownerId: (await ownerOf(db, params)) ?? 0 });
    } catch {
      return false;
    }
  };

/** Of each read, whether a signed-in user reads what a visitor reads, so that the visitors' kept answer serves them. */
const readsAsVisitor: Partial<Record<keyof typeof browseReads, ReadsAsVisitor>> = {
  propertiesWithFurniture: 'everyone',
  companies: 'everyone',
  companyLocations: 'everyone',
  openHouse: unlessTheirs(async (db, params) => (await findHouseOwner(db, idParam(params.id, 'Open house not found')))?.ownerId),
  pieceView: unlessTheirs(async (db, params) => (await findPieceById(db, textParam(params.id)))?.ownerId),
  company: unlessTheirs((db, params) => findCompanyOwner(db, idParam(params.companyId, 'Company not found'))),
};

export const browseRoutes = ({ cachedPublic }: Deps) => publicRoutes(browseReads, readsAsVisitor, cachedPublic);
