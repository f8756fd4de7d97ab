import 'leaflet/dist/leaflet.css';
import './map.css';
import type { FeatureCollection, MultiLineString } from 'geojson';
import L from 'leaflet';
import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import { useEffect, useMemo, useState } from 'react';
import { GeoJSON, MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import type { Bbox } from './property-filters';

interface Basemap {
  states: FeatureCollection;
  countyLines: MultiLineString;
}

export interface MapView {
  center: { latitude: number; longitude: number };
  bbox: Bbox;
}

export interface PropertyMapProps {
  properties: PropertyWithFurniture[];
  /** When this changes, the map zooms to fit the properties. */
  fitKey: string;
  tileUrl: string | null;
  showHoverCards: boolean;
  isPast(property: PropertyWithFurniture): boolean;
  onSelect(property: PropertyWithFurniture): void;
  onViewChange(view: MapView): void;
}

const westernUs: L.LatLngBoundsExpression = [
  [31.3, -124.8],
  [49.0, -102.0],
];

const viewOf = (map: L.Map): MapView => {
  const b = map.getBounds();
  const c = map.getCenter();
  return { center: { latitude: c.lat, longitude: c.lng }, bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()] };
};

const BasemapLayers = () => {
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  useEffect(() => {
    fetch('/basemap/western-us.json')
      .then((r) => r.json() as Promise<Basemap>)
      .then(setBasemap)
      .catch(() => undefined);
  }, []);
  if (!basemap) return null;
  return (
    <>
      <GeoJSON data={basemap.states} style={{ color: '#8a7f6e', weight: 1.5, fillColor: '#f6f1e7', fillOpacity: 1 }} interactive={false} />
      <GeoJSON data={basemap.countyLines} style={{ color: '#cdc3b2', weight: 0.6 }} interactive={false} />
    </>
  );
};

const markerIcon = (count: number, past: boolean) =>
  L.divIcon({
    className: '',
    html: `<div class="sh-marker${past ? ' sh-marker-past' : ''}" aria-hidden="true"><span>${count}</span></div>`,
    iconSize: [34, 34],
    iconAnchor: [17, 34],
    tooltipAnchor: [0, -34],
  });

const clusterIcon = (count: number) => L.divIcon({ className: '', html: `<div class="sh-cluster" aria-hidden="true">${count}</div>`, iconSize: [44, 44], iconAnchor: [22, 22] });

const MarkerLayer = ({ properties, fitKey, showHoverCards, isPast, onSelect, onViewChange }: Omit<PropertyMapProps, 'tileUrl'>) => {
  const map = useMap();
  const [view, setView] = useState(() => ({ zoom: map.getZoom(), bounds: map.getBounds() }));
  useMapEvents({
    moveend: () => {
      setView({ zoom: map.getZoom(), bounds: map.getBounds() });
      onViewChange(viewOf(map));
    },
  });

  const index = useMemo(() => {
    const cluster = new Supercluster<{ property: PropertyWithFurniture }>({ radius: 56, maxZoom: 15 });
    cluster.load(properties.map((property) => ({ type: 'Feature', properties: { property }, geometry: { type: 'Point', coordinates: [property.longitude, property.latitude] } })));
    return cluster;
  }, [properties]);

  useEffect(() => {
    if (properties.length === 0) return;
    map.fitBounds(L.latLngBounds(properties.map((p) => [p.latitude, p.longitude])), { padding: [40, 40], maxZoom: 13 });
    // Only a change of the filters (fitKey) refits; panning must not snap back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey, properties.length > 0]);

  const { zoom, bounds } = view;
  const clusters = index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], Math.round(zoom));
  return (
    <>
      {clusters.map((item) => {
        const [lng, lat] = item.geometry.coordinates as [number, number];
        if ('cluster' in item.properties && item.properties.cluster) {
          const { cluster_id: clusterId, point_count: count } = item.properties as Supercluster.ClusterProperties;
          return (
            <Marker
              key={`cluster-${clusterId}`}
              position={[lat, lng]}
              icon={clusterIcon(count)}
              title={`${count} open houses here: zoom in`}
              eventHandlers={{ click: () => map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), 16)) }}
            />
          );
        }
        const { property } = item.properties as { property: PropertyWithFurniture };
        const past = isPast(property);
        return (
          <Marker
            key={property.id}
            position={[lat, lng]}
            icon={markerIcon(property.furnitureCount, past)}
            title={`${property.address}: ${property.furnitureCount} pieces${past ? ' (past open house)' : ''}`}
            eventHandlers={{ click: () => onSelect(property) }}
          >
            {showHoverCards && (
              <Tooltip direction="top" opacity={1}>
                <div data-testid="marker-card">
                  <strong>{property.address}</strong>
                  <br />
                  {property.city}, {property.state}
                  <br />
                  {property.furnitureCount} {property.furnitureCount === 1 ? 'item' : 'items'} · {property.companyName}
                  {past && (
                    <>
                      <br />
                      <span className="sh-past">Past</span>
                    </>
                  )}
                </div>
              </Tooltip>
            )}
          </Marker>
        );
      })}
    </>
  );
};

/** A Leaflet map on a basemap that ships with the app, with clustered property markers. */
export const PropertyMap = ({ tileUrl, ...rest }: PropertyMapProps) => (
  <MapContainer bounds={westernUs} style={{ height: '100%', width: '100%' }} scrollWheelZoom attributionControl={tileUrl !== null}>
    <BasemapLayers />
    {tileUrl && <TileLayer url={tileUrl} attribution="Map tiles by the configured tile server" />}
    <MarkerLayer {...rest} />
  </MapContainer>
);
