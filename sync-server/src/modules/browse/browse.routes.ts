import { cityFilterOf } from '@stagehouse/shared/cities';
import type { Deps } from '../../deps';
import { idParam, textParam } from '../../http/params';
import { type PublicReads, publicRoutes, type ReadsAsVisitor } from '../../http/public-reads';
import { findPieceById } from '../pieces/pieces.repo';
import { findCompanyOwner } from './companies.repo';
import { listCompanies, listCompanyLocations } from './companies.repo';
import { getCompany } from './company.service';
import { getMapView } from './map-view.service';
import { getOpenHouse } from './open-house.service';
import { getPieceView } from './piece.service';
import { searchPieces } from './piece-search.service';
import { listersOfHouse, listPropertiesWithFurniture } from './properties.repo';

/** What a signed-out buyer reads: the map's properties, open houses, pieces and companies. */
export const browseReads: PublicReads<
  'propertiesWithFurniture' | 'mapView' | 'openHouse' | 'pieceView' | 'searchPieces' | 'companies' | 'companyLocations' | 'company'
> = {
  propertiesWithFurniture: (db, { query }) => listPropertiesWithFurniture(db, { ...query, city: cityFilterOf(query.city) }),
  mapView: (db, { query }) => getMapView(db, query),
  openHouse: (db, { params, user }) => getOpenHouse(db, idParam(params.id, 'Open house not found'), user),
  pieceView: (db, { params, user }) => getPieceView(db, textParam(params.id), user),
  searchPieces: (db, { query }) => searchPieces(db, { ...query, city: cityFilterOf(query.city) }),
  companies: (db, { query }) => listCompanies(db, query),
  companyLocations: (db) => listCompanyLocations(db),
  company: (db, { params, user }) => getCompany(db, idParam(params.companyId, 'Company not found'), user),
};

/**
 * Of each read, who reads more than a visitor: no one, or the listers of what is read (and admins),
 * who alone see buyers' details and what is not public yet. Everyone else gets the visitors' kept answer.
 */
const readsAsVisitor: Partial<Record<keyof typeof browseReads, ReadsAsVisitor>> = {
  propertiesWithFurniture: 'everyone',
  mapView: 'everyone',
  searchPieces: 'everyone',
  companies: 'everyone',
  companyLocations: 'everyone',
  openHouse: (db, params) => listersOfHouse(db, idParam(params.id, 'Open house not found')),
  pieceView: async (db, params) => [(await findPieceById(db, textParam(params.id)))?.ownerId].filter((id) => id !== undefined),
  company: async (db, params) =>
    [await findCompanyOwner(db, idParam(params.companyId, 'Company not found'))].filter((id) => id !== undefined),
};

export const browseRoutes = ({ cachedPublic }: Deps) => publicRoutes(browseReads, readsAsVisitor, cachedPublic);
