import type L from 'leaflet';
import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import Supercluster from 'supercluster';

export type PropertyClusters = Supercluster<{ property: PropertyWithFurniture }>;

export function clusterProperties(properties: readonly PropertyWithFurniture[]): PropertyClusters {
  // The radius is in supercluster's 512-unit tiles: 45 screen pixels, about a cluster badge across.
  const index: PropertyClusters = new Supercluster({ radius: 90, maxZoom: 15 });
  index.load(
    properties.map((property) => ({
      type: 'Feature',
      properties: { property },
      geometry: { type: 'Point', coordinates: [property.longitude, property.latitude] },
    })),
  );
  return index;
}

/** The markers to draw for a view: clusters of several houses and single houses. */
export const markersIn = (index: PropertyClusters, zoom: number, bounds: L.LatLngBounds) =>
  index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], Math.round(zoom));
