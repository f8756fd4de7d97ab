import type { MapView } from '@stagehouse/shared/map-view.schema';
import L from 'leaflet';
import { useState } from 'react';
import { Marker, Pane, useMap, useMapEvents } from 'react-leaflet';
import type { Basemap, Counties } from './basemap-data';
import { type LabelBox, nameBeside, withoutOverlaps } from './label-placement';
import { mapPanes } from './map-panes';
import { markerBox } from './marker-icons';
import type { Town } from './towns';

/** State names are written while a whole state fits on the screen. */
const stateNameZooms = { from: 4, to: 7 };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Sizes are estimated from the fonts in map.css; a few pixels off only moves where labels give way.
const townSize = (name: string) => ({ width: name.length * 7.4, height: 18 });
const centredBox = ({ x, y }: L.Point, width: number, height: number): LabelBox => ({
  left: x - width / 2,
  top: y - height / 2,
  right: x + width / 2,
  bottom: y + height / 2,
});

/** A name left of its dot is held by its right end, so that a wider font than estimated grows away from the dot. */
const townIcon = (name: string, box: LabelBox, { x }: L.Point) =>
  L.divIcon({
    className: 'sh-town',
    html: `<span class="sh-town-dot"></span><span class="sh-town-name" style="${box.left > x ? `left:${Math.round(box.left - x)}px` : `right:${Math.round(x - box.right)}px`}" aria-hidden="true">${escapeHtml(name)}</span>`,
    iconSize: [0, 0],
  });
const areaIcon = (name: string, kind: 'state' | 'county') =>
  L.divIcon({
    className: `sh-${kind}`,
    html: `<span class="sh-${kind}-name" aria-hidden="true">${escapeHtml(name)}</span>`,
    iconSize: [0, 0],
  });

interface Label {
  key: string;
  position: L.LatLng;
  icon: L.DivIcon;
  box: LabelBox;
}

interface MapLabelsProps {
  states: Basemap['states'];
  counties: Counties['names'];
  towns: Town[];
  view: MapView | null;
}

/**
 * Names of towns, states and counties, in that order of importance, leaving out those that would
 * overlap; a town's name moves aside for the property markers on its place.
 */
export function MapLabels({ states, counties, towns, view: markers }: MapLabelsProps) {
  const map = useMap();
  const [view, setView] = useState(() => ({ zoom: map.getZoom(), bounds: map.getBounds() }));
  useMapEvents({ moveend: () => setView({ zoom: map.getZoom(), bounds: map.getBounds() }) });

  const { zoom, bounds } = view;
  const around = bounds.pad(0.1);
  const pointOf = (position: L.LatLng) => map.latLngToContainerPoint(position);
  const markerBoxes = [
    ...(markers?.clusters ?? []).map((c) => markerBox(pointOf(L.latLng(c.latitude, c.longitude)), c.houses)),
    ...(markers?.pins ?? []).map((p) => markerBox(pointOf(L.latLng(p.latitude, p.longitude)), null)),
  ];
  // A name is written whole or not at all: none runs off the edge of the map.
  const size = map.getSize();
  const onScreen = (box: LabelBox) => box.left >= 0 && box.top >= 0 && box.right <= size.x && box.bottom <= size.y;
  const clearOfMarkers = (box: LabelBox) =>
    markerBoxes.every((m) => box.right <= m.left || m.right <= box.left || box.bottom <= m.top || m.bottom <= box.top);

  const candidates: Label[] = [];
  for (const town of towns) {
    const position = L.latLng(town.latitude, town.longitude);
    if (zoom < town.minZoom || !around.contains(position)) continue;
    const point = pointOf(position);
    const box = nameBeside(point, townSize(town.name), markerBoxes);
    if (box && onScreen(box))
      candidates.push({
        key: `town:${town.name}|${town.state}@${town.latitude},${town.longitude}`,
        position,
        icon: townIcon(town.name, box, point),
        box,
      });
  }
  const areas = [
    ...(zoom >= stateNameZooms.from && zoom <= stateNameZooms.to
      ? states.features.map((f) => ({ kind: 'state' as const, name: f.properties.name, at: f.properties.labelAt }))
      : []),
    ...counties.map(([name, longitude, latitude]) => ({ kind: 'county' as const, name, at: [longitude, latitude] })),
  ];
  for (const { kind, name, at } of areas) {
    const position = L.latLng(at[1]!, at[0]!);
    if (!around.contains(position)) continue;
    const box = centredBox(pointOf(position), name.length * (kind === 'state' ? 10.5 : 6.6), 16);
    if (clearOfMarkers(box) && onScreen(box))
      candidates.push({ key: `${kind}:${name}@${at.join(',')}`, position, icon: areaIcon(name, kind), box });
  }

  return (
    <Pane name={mapPanes.labels.name} style={{ zIndex: mapPanes.labels.zIndex }}>
      {withoutOverlaps(candidates).map((label) => (
        <Marker key={label.key} position={label.position} icon={label.icon} interactive={false} keyboard={false} />
      ))}
    </Pane>
  );
}
