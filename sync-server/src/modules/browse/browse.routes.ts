import { cityNameOf } from '@stagehouse/shared/cities';
import type { Deps } from '../../deps';
import { idParam, textParam } from '../../http/params';
import { type PublicReads, publicRoutes } from '../../http/public-reads';
import { listCompanies, listCompanyLocations } from './companies.repo';
import { getCompany } from './company.service';
import { getOpenHouse } from './open-house.service';
import { getPieceView } from './piece.service';
import { listPropertiesWithFurniture } from './properties.repo';

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

export const browseRoutes = ({ cachedPublic }: Deps) => publicRoutes(browseReads, cachedPublic);
