import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import { cities } from '@stagehouse/shared/cities';
import { lastClusterZoom, maxFitZoom } from '@stagehouse/shared/map-grid';
import type { Bbox, MapHouse, MapView } from '@stagehouse/shared/map-view.schema';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, ScaleControl, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { BasemapLayers } from './basemap-layers';
import { houseDayOf, itemsOf, pricesOf } from './house-summary';
import { MapLegend } from './map-legend';
import { clusterIcon, clusterTitle, piecesIcon, piecesTitle } from './marker-icons';
import { townsOf } from './towns';
import type { Viewport } from './use-map-view';

export interface PropertyMapProps {
  /** The clusters and pins to draw; null until the first answer. */
  view: MapView | null;
  /** The box to fit the map to, once for each key (a change of the filters). */
  fitTo: { key: string; bounds: Bbox } | null;
  tileUrl: string | null;
  showHoverCards: boolean;
  onSelect(house: MapHouse): void;
  /** The map moved: by the buyer, or to fit new filters (`byBuyer` false, as when it is first drawn). */
  onViewportChange(viewport: Viewport, byBuyer: boolean): void;
}

const westernUs: L.LatLngBoundsExpression = [
  [31.3, -124.8],
  [49.0, -102.0],
];

const boundsOf = ([west, south, east, north]: Bbox) => L.latLngBounds([south, west], [north, east]);

function viewportOf(map: L.Map): Viewport {
  const b = map.getBounds();
  const c = map.getCenter();
  return {
    center: { latitude: c.lat, longitude: c.lng },
    bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
    zoom: map.getZoom(),
  };
}

/** A house's card when a pointer rests on its pin: its photo, address, day and lowest prices. */
const HouseCard = ({ house, past }: { house: MapHouse; past: boolean }) => (
  <div className="sh-popup" data-testid="marker-card">
    {house.photo && <img src={house.photo} alt="" width={220} height={165} loading="lazy" decoding="async" />}
    <strong>{house.address}</strong>
    <span>
      {house.city}, {house.state}
    </span>
    <span>{houseDayOf(house)}</span>
    <span>
      {itemsOf(house)} · {house.companyName}
    </span>
    {house.prices.length > 0 && <span>{pricesOf(house)}</span>}
    {past && <span className="sh-past">Past</span>}
  </div>
);

function MarkerLayer({ view, fitTo, showHoverCards, onSelect, onViewportChange }: Omit<PropertyMapProps, 'tileUrl'>) {
  const map = useMap();
  // A fit ends in one moveend, whether the map moves or not.
  const fitting = useRef(false);
  useMapEvents({
    moveend: () => {
      onViewportChange(viewportOf(map), !fitting.current);
      fitting.current = false;
    },
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onViewportChange(viewportOf(map), false), []);

  useEffect(() => {
    if (!fitTo) return;
    fitting.current = true;
    map.fitBounds(boundsOf(fitTo.bounds), { padding: [40, 40], maxZoom: maxFitZoom });
    // Only new filters (the key) refit; panning must not snap back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitTo?.key]);

  return (
    <>
      {view?.clusters.map((cluster) => (
        <Marker
          key={`cluster-${cluster.latitude},${cluster.longitude}`}
          position={[cluster.latitude, cluster.longitude]}
          icon={clusterIcon(cluster.houses)}
          title={clusterTitle(cluster.houses)}
          eventHandlers={{ click: () => map.flyToBounds(boundsOf(cluster.bounds), { padding: [40, 40], maxZoom: lastClusterZoom + 1 }) }}
        />
      ))}
      {view?.pins.map((house) => {
        const past = house.over;
        return (
          <Marker
            key={house.id}
            position={[house.latitude, house.longitude]}
            icon={piecesIcon(house.furnitureCount, house.openHouseDate, past)}
            title={piecesTitle(house.address, house.furnitureCount, house.openHouseDate, past)}
            eventHandlers={{ click: () => onSelect(house) }}
          >
            {showHoverCards && (
              <Tooltip direction="top" opacity={1}>
                <HouseCard house={house} past={past} />
              </Tooltip>
            )}
          </Marker>
        );
      })}
    </>
  );
}

/**
 * A Leaflet map on a basemap that ships with the app, with the clusters and pins the server drew for
 * its view. Street tiles, when an operator configures them, cover the bundled map, which then shows
 * only where tiles fail.
 */
export function PropertyMap({ tileUrl, ...rest }: PropertyMapProps) {
  const houses = useMemo(() => [...(rest.view?.pins ?? []), ...(rest.view?.nearby ?? [])], [rest.view]);
  const towns = useMemo(() => townsOf(cities, houses), [houses]);
  return (
    <MapContainer bounds={westernUs} style={{ height: '100%', width: '100%' }} scrollWheelZoom attributionControl={tileUrl !== null}>
      <BasemapLayers towns={towns} view={rest.view} />
      {tileUrl && <TileLayer url={tileUrl} attribution="Map tiles by the configured tile server" />}
      <MarkerLayer {...rest} />
      <ScaleControl position="bottomright" metric={false} />
      <MapLegend />
    </MapContainer>
  );
}
