import L from 'leaflet';
import type { LabelBox } from './label-placement';

export const housePath = 'M3 11.2 12 3.5l9 7.7V20a1 1 0 0 1-1 1h-5.2v-6.2H9.2V21H4a1 1 0 0 1-1-1z';
const houseGlyph = `<svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false"><path fill="currentColor" d="${housePath}"/></svg>`;

// Every marker is at least 44 px each way: a target for a thumb.
const clusterSize = (count: number) => (count < 10 ? 44 : count < 50 ? 48 : 54);

/** Several open houses: a round indigo badge with a house and how many houses, centred on them. */
export function clusterIcon(count: number) {
  const size = clusterSize(count);
  return L.divIcon({
    className: 'sh-cluster-icon',
    html: `<div class="sh-cluster" aria-hidden="true">${houseGlyph}<span>${count}</span></div>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** One open house: a teal pin pointing at the house (grey once its open house is past), with how many pieces it has, at the foot of its target. */
export const piecesIcon = (count: number, past: boolean) =>
  L.divIcon({
    className: 'sh-house-icon',
    html: `<div class="sh-marker${past ? ' sh-marker-past' : ''}" aria-hidden="true"><span>${count}</span></div>`,
    iconSize: [44, 44],
    iconAnchor: [22, 44],
    tooltipAnchor: [0, -34],
  });

/** The screen area a marker covers: around a cluster's centre with its halo, or above a pin's point. */
export function markerBox({ x, y }: { x: number; y: number }, clusterCount: number | null): LabelBox {
  if (clusterCount === null) return { left: x - 20, top: y - 42, right: x + 20, bottom: y + 2 };
  const reach = clusterSize(clusterCount) / 2 + 5;
  return { left: x - reach, top: y - reach, right: x + reach, bottom: y + reach };
}

export const clusterTitle = (count: number) => `${count} open houses here: zoom in`;

export const piecesTitle = (address: string, count: number, past: boolean) =>
  `${address}: ${count} ${count === 1 ? 'piece' : 'pieces'}${past ? ' (past open house)' : ''}`;
