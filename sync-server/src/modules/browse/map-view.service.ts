import { cityFilterOf } from '@stagehouse/shared/cities';
import { drawnMap } from '@stagehouse/shared/map-markers';
import type { MapHouse, MapView, MapViewQuery } from '@stagehouse/shared/map-view.schema';
import { fromCents } from '@stagehouse/shared/money';
import type { Db } from '../../db/database';
import { demoRowsShown } from '../../infra/settings.repo';
import { housesByIds, lowestPricesOf, placesOf } from './map-view.repo';
import type { PropertyFilters } from './properties.repo';

/** How many houses the list beside the map shows at first. */
const nearbyShown = 12;
/** How many prices a house's popup shows. */
const pricesShown = 3;

/** The houses as the map shows them: with their lowest prices and a photo. */
async function detailed(db: Db, demoShown: boolean, ids: readonly number[], now: number): Promise<Map<number, MapHouse>> {
  const [houses, prices] = await Promise.all([housesByIds(db, demoShown, ids, now), lowestPricesOf(db, ids, pricesShown)]);
  return new Map(
    houses.map((house) => {
      const own = prices.get(house.id);
      return [
        house.id,
        {
          ...house,
          photo: own?.photo ?? null,
          prices: (own?.cents ?? []).map(fromCents),
        },
      ];
    }),
  );
}

/**
 * The map's answer: how many houses the filters find and where, the clusters and pins of its view
 * (at most `maxMapMarkers` markers), and the houses nearest to where the buyer looks.
 */
export async function getMapView(db: Db, query: MapViewQuery, now = Date.now()): Promise<MapView> {
  const demoShown = await demoRowsShown(db);
  const filters: PropertyFilters = {
    city: cityFilterOf(query.city),
    zip: query.zip,
    bbox: query.bbox,
    overAt: query.past ? undefined : now,
  };
  const places = await placesOf(db, demoShown, filters);
  if (places.length === 0) return { total: 0, bounds: null, clusters: [], pins: [], nearby: [] };
  const { bounds, clusters, pinIds, nearbyIds } = drawnMap(places, {
    view: query.view,
    zoom: query.zoom,
    near: query.near,
    limit: query.limit ?? nearbyShown,
  });
  const houses = await detailed(db, demoShown, [...new Set([...pinIds, ...nearbyIds])], now);
  const known = (ids: number[]) => ids.flatMap((id) => houses.get(id) ?? []);
  return {
    total: places.length,
    bounds,
    clusters,
    pins: known(pinIds),
    nearby: known(nearbyIds),
  };
}
