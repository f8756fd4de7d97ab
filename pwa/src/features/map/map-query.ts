import type { Bbox, MapViewParams } from '@stagehouse/shared/map-view.schema';

/** The map's filters the URL holds. */
export const mapKeys = ['city', 'zip', 'bbox', 'past'] as const;
export type MapValues = Partial<Record<(typeof mapKeys)[number], string>>;

export interface PropertyFilters {
  city: string;
  zip: string;
  bbox: Bbox | null;
  /** Whether open houses that are over are shown too. */
  showPast: boolean;
}

export function parseBbox(value: string | null | undefined): Bbox | null {
  const parts = value?.split(',').map(Number);
  return parts?.length === 4 && parts.every(Number.isFinite) ? (parts as Bbox) : null;
}

export const formatBbox = (bbox: Bbox): string => bbox.map((n) => n.toFixed(4)).join(',');

export const filtersOf = (values: MapValues): PropertyFilters => ({
  city: values.city ?? '',
  zip: values.zip ?? '',
  bbox: parseBbox(values.bbox),
  showPast: values.past === '1',
});

/** The filters as the map's question to the server puts them: blank ones left out, so one map has one address. */
export const filterParams = (f: PropertyFilters): MapViewParams => ({
  ...(f.city && { city: f.city }),
  ...(f.zip && { zip: f.zip }),
  ...(f.bbox && { bbox: formatBbox(f.bbox) }),
  ...(f.showPast && { past: '1' }),
});
