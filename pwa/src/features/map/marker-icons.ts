import { monthNames, shortDayOf } from '@stagehouse/shared/en-us';
import L from 'leaflet';
import type { LabelBox } from './label-placement';

export const housePath = 'M3 11.2 12 3.5l9 7.7V20a1 1 0 0 1-1 1h-5.2v-6.2H9.2V21H4a1 1 0 0 1-1-1z';
const houseGlyph = `<svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false"><path fill="currentColor" d="${housePath}"/></svg>`;

// Every marker is at least 44 px each way: a target for a thumb.
const clusterSize = (count: number) => (count < 10 ? 44 : count < 50 ? 48 : 54);

/**
 * One icon for each look: a marker drawn again with the same look keeps its element, so a new answer
 * for a moved map does not swap the element a finger is on.
 */
const icons = new Map<string, L.DivIcon>();
function iconOnce(key: string, make: () => L.DivIcon): L.DivIcon {
  let icon = icons.get(key);
  if (!icon) icons.set(key, (icon = make()));
  return icon;
}

/** Several open houses: a round indigo badge with a house and how many houses, centred on them. */
export const clusterIcon = (count: number) => iconOnce(`cluster:${count}`, () => makeClusterIcon(count));

function makeClusterIcon(count: number) {
  const size = clusterSize(count);
  return L.divIcon({
    className: 'sh-cluster-icon',
    html: `<div class="sh-cluster" aria-hidden="true">${houseGlyph}<span>${count}</span></div>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** An open house's day on its pin: "Dec 12", or TBA while it is to be announced. */
export const pinDayOf = (date: string | null) =>
  date ? `${monthNames[Number(date.slice(5, 7)) - 1]!.slice(0, 3)} ${Number(date.slice(8, 10))}` : 'TBA';

/**
 * One open house: a teal pin pointing at the house (grey once its open house is past), with how many
 * pieces it has and, beside it, its day, at the foot of its target.
 */
export const piecesIcon = (count: number, date: string | null, past: boolean) =>
  iconOnce(`pin:${count}:${date}:${past}`, () =>
    L.divIcon({
      className: 'sh-house-icon',
      html: `<div class="sh-marker${past ? ' sh-marker-past' : ''}" aria-hidden="true"><span>${count}</span></div><span class="sh-marker-day" aria-hidden="true">${pinDayOf(date)}</span>`,
      iconSize: [44, 44],
      iconAnchor: [22, 44],
      tooltipAnchor: [0, -34],
    }),
  );

/** The screen area a marker covers: around a cluster's centre with its halo, or above a pin's point. */
export function markerBox({ x, y }: { x: number; y: number }, clusterCount: number | null): LabelBox {
  if (clusterCount === null) return { left: x - 20, top: y - 42, right: x + 62, bottom: y + 2 };
  const reach = clusterSize(clusterCount) / 2 + 5;
  return { left: x - reach, top: y - reach, right: x + reach, bottom: y + reach };
}

export const clusterTitle = (count: number) => `${count} open houses here: zoom in`;

export const piecesTitle = (address: string, count: number, date: string | null, past: boolean) =>
  `${address}: ${count} ${count === 1 ? 'piece' : 'pieces'}, ${date ? shortDayOf(date) : 'date to be announced'}${past ? ' (past open house)' : ''}`;
