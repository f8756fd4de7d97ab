import type { MapView } from '@stagehouse/shared/map-view.schema';
import type { PathOptions } from 'leaflet';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { GeoJSON, Pane, useMap, useMapEvents } from 'react-leaflet';
import { type Basemap, basemapUrl, type Counties, countiesUrl, type TownNames, townsUrl } from './basemap-data';
import { MapLabels } from './map-labels';
import { mapPanes } from './map-panes';
import { type Town, townNamesZoom, withNamedTowns } from './towns';

/** County lines and names clutter the map below this zoom, and their file is only fetched once it is reached. */
const countyLinesZoom = 7;

const neighbours: PathOptions = { className: 'sh-neighbours', color: '#e4dfd5', weight: 1, fillColor: '#e9e5dc', fillOpacity: 1 };
const states: PathOptions = { className: 'sh-state-lines', color: '#8f8270', weight: 1.5, fillColor: '#f8f5ee', fillOpacity: 1 };
const countyLines: PathOptions = { className: 'sh-county-lines', color: '#b4a68f', weight: 1, dashArray: '5 3' };
const lakes: PathOptions = { className: 'sh-lakes', color: '#93bfd6', weight: 0.8, fillColor: '#b5d5e6', fillOpacity: 1 };
const rivers: PathOptions = { className: 'sh-rivers', color: '#93bfd6', weight: 1.3 };

async function readMapFile<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The map file at `url`, fetched the first time it is `wanted` and kept from then on. */
function useMapFile<T>(url: string, wanted: boolean): T | null {
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted || data) return;
    readMapFile<T>(url)
      .then(setData)
      .catch(() => undefined);
  }, [url, wanted, data]);
  return data;
}

function useZoom() {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  return zoom;
}

/** The basemap's layers: each is drawn in a task of its own, so a phone is not held while the whole map is. */
const layerCount = 5;

/** Counts up to `total`, a step a task. */
function useOneByOne(total: number) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

/** Land, state and county lines, lakes, rivers and the names of places and towns, from the files under /basemap. */
export function BasemapLayers({ towns, view }: { towns: Town[]; view: MapView | null }) {
  const zoom = useZoom();
  const showCounties = zoom >= countyLinesZoom;
  const basemap = useMapFile<Basemap>(basemapUrl, true);
  const counties = useMapFile<Counties>(countiesUrl, showCounties);
  const townNames = useMapFile<TownNames>(townsUrl, zoom >= townNamesZoom);
  const drawn = useOneByOne(basemap ? layerCount : 0);
  const allTowns = useMemo(() => (townNames ? withNamedTowns(towns, townNames) : towns), [towns, townNames]);

  if (!basemap) return null;
  return (
    <>
      <Pane name={mapPanes.land.name} style={{ zIndex: mapPanes.land.zIndex }}>
        {drawn > 0 && <GeoJSON data={basemap.neighbours} style={neighbours} interactive={false} />}
        {drawn > 1 && <GeoJSON data={basemap.states} style={states} interactive={false} />}
        {showCounties && counties && <GeoJSON data={counties.lines} style={countyLines} interactive={false} />}
      </Pane>
      <Pane name={mapPanes.water.name} style={{ zIndex: mapPanes.water.zIndex }}>
        {drawn > 2 && <GeoJSON data={basemap.lakes} style={lakes} interactive={false} />}
        {drawn > 3 && <GeoJSON data={basemap.rivers} style={rivers} interactive={false} />}
      </Pane>
      {drawn > 4 && (
        <MapLabels states={basemap.states} counties={showCounties ? (counties?.names ?? []) : []} towns={allTowns} view={view} />
      )}
    </>
  );
}
