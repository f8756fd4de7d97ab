import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import { cities } from '@stagehouse/shared/cities';
import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, ScaleControl, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import type Supercluster from 'supercluster';
import { BasemapLayers } from './basemap-layers';
import { MapLegend } from './map-legend';
import { clusterIcon, clusterTitle, piecesIcon, piecesTitle } from './marker-icons';
import type { Bbox } from './property-filters';
import { clusterProperties, markersIn, type PropertyClusters } from './property-clusters';
import { townsOf } from './towns';

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

function viewOf(map: L.Map): MapView {
  const b = map.getBounds();
  const c = map.getCenter();
  return { center: { latitude: c.lat, longitude: c.lng }, bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()] };
}

function MarkerLayer({
  index,
  properties,
  fitKey,
  showHoverCards,
  isPast,
  onSelect,
  onViewChange,
}: Omit<PropertyMapProps, 'tileUrl'> & { index: PropertyClusters }) {
  const map = useMap();
  const [view, setView] = useState(() => ({ zoom: map.getZoom(), bounds: map.getBounds() }));
  // What the map's moves change (markers, the list by distance) is drawn in a transition: a pan stays smooth.
  useMapEvents({
    moveend: () =>
      startTransition(() => {
        setView({ zoom: map.getZoom(), bounds: map.getBounds() });
        onViewChange(viewOf(map));
      }),
  });

  useEffect(() => {
    if (properties.length === 0) return;
    map.fitBounds(L.latLngBounds(properties.map((p) => [p.latitude, p.longitude])), { padding: [40, 40], maxZoom: 13 });
    // Only a change of the filters (fitKey) refits; panning must not snap back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey, properties.length > 0]);

  return (
    <>
      {markersIn(index, view.zoom, view.bounds).map((item) => {
        const [lng, lat] = item.geometry.coordinates as [number, number];
        if ('cluster' in item.properties && item.properties.cluster) {
          const { cluster_id: clusterId, point_count: count } = item.properties as Supercluster.ClusterProperties;
          return (
            <Marker
              key={`cluster-${clusterId}`}
              position={[lat, lng]}
              icon={clusterIcon(count)}
              title={clusterTitle(count)}
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
            icon={piecesIcon(property.furnitureCount, past)}
            title={piecesTitle(property.address, property.furnitureCount, past)}
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
}

/**
 * A Leaflet map on a basemap that ships with the app, with clustered property markers. Street tiles,
 * when an operator configures them, cover the bundled map, which then shows only where tiles fail.
 */
export function PropertyMap({ tileUrl, ...rest }: PropertyMapProps) {
  const index = useMemo(() => clusterProperties(rest.properties), [rest.properties]);
  const towns = useMemo(() => townsOf(cities, rest.properties), [rest.properties]);
  return (
    <MapContainer bounds={westernUs} style={{ height: '100%', width: '100%' }} scrollWheelZoom attributionControl={tileUrl !== null}>
      <BasemapLayers towns={towns} markers={index} />
      {tileUrl && <TileLayer url={tileUrl} attribution="Map tiles by the configured tile server" />}
      <MarkerLayer index={index} {...rest} />
      <ScaleControl position="bottomright" metric={false} />
      <MapLegend />
    </MapContainer>
  );
}
