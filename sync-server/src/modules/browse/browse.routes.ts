import { cityNameOf } from '@stagehouse/shared/cities';
import { companiesQuerySchema } from '@stagehouse/shared/company.schema';
import { propertiesQuerySchema } from '@stagehouse/shared/property.schema';
import { listCompanies, listCompanyLocations } from './companies.repo';
import { listPropertiesWithFurniture } from './properties.repo';
import type { Deps } from '../../deps';
import { idParam, textParam } from '../../http/params';
import { getCompany } from './company.service';
import { getOpenHouse } from './open-house.service';
import { getPieceView } from './piece.service';
import { apiRouter } from '../../http/api-router';
import { apiRoutes } from '@stagehouse/shared/api-paths';

/** What a signed-out buyer reads: the map's properties, open houses, pieces and companies. */
export const browseRoutes = ({ cachedPublic }: Deps) =>
  apiRouter()
    .get(apiRoutes.propertiesWithFurniture, cachedPublic, async (ctx) => {
      const query = propertiesQuerySchema.parse(ctx.query);
      ctx.body = await listPropertiesWithFurniture(ctx.state.db, { ...query, city: query.city ? cityNameOf(query.city) : undefined });
    })
    .get(apiRoutes.openHouse, cachedPublic, async (ctx) => {
      ctx.body = await getOpenHouse(ctx.state.db, idParam(ctx.params.id, 'Open house not found'), ctx.state.user);
    })
    .get(apiRoutes.piece, cachedPublic, async (ctx) => {
      ctx.body = await getPieceView(ctx.state.db, textParam(ctx.params.id), ctx.state.user);
    })
    .get(apiRoutes.companies, cachedPublic, async (ctx) => {
      ctx.body = await listCompanies(ctx.state.db, companiesQuerySchema.parse(ctx.query));
    })
    .get(apiRoutes.companyLocations, cachedPublic, async (ctx) => {
      ctx.body = await listCompanyLocations(ctx.state.db);
    })
    .get(apiRoutes.company, cachedPublic, async (ctx) => {
      ctx.body = await getCompany(ctx.state.db, idParam(ctx.params.companyId, 'Company not found'), ctx.state.user);
    });
