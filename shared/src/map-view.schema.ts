import { z } from 'zod';
import { pageLimitParam, placeParam } from './fields';
import { maxNearbyHouses } from './map-grid';
import { propertyWithFurnitureSchema } from './property.schema';

const box = z
  .string()
  .regex(/^-?\d{1,3}(\.\d+)?(,-?\d{1,3}(\.\d+)?){3}$/, 'Expected west,south,east,north')
  .transform((value) => value.split(',').map(Number) as Bbox)
  .refine(
    ([west, south, east, north]) => west <= east && south <= north && Math.abs(south) <= 90 && Math.abs(north) <= 90,
    'Expected west,south,east,north with west before east and south below north',
  );
export type Bbox = [west: number, south: number, east: number, north: number];

/**
 * What the map asks for: the houses its filters find (city, zip, a searched area, past ones too),
 * drawn for the part of the world it shows (`view` at `zoom`), and the `limit` nearest to `near`.
 */
export const mapViewQuerySchema = z
  .strictObject({
    city: z.string().trim().max(100).optional(),
    zip: z.string().trim().max(10).optional(),
    bbox: box.optional(),
    past: z.literal('1').optional(),
    view: box.optional(),
    zoom: z
      .string()
      .regex(/^\d{1,2}$/, 'Expected a zoom from 0 to 20')
      .transform(Number)
      .pipe(z.number().max(20))
      .optional(),
    near: placeParam.optional(),
    limit: pageLimitParam(maxNearbyHouses).optional(),
  })
  .refine((query) => (query.view === undefined) === (query.zoom === undefined), 'A view needs its zoom, and a zoom its view');
export type MapViewQuery = z.output<typeof mapViewQuerySchema>;
/** The map's question as it is sent (every value a string). */
export type MapViewParams = z.input<typeof mapViewQuerySchema>;

const bboxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

/** An open house on the map: where it is, how many pieces, its day, whether it is over, a photo and its lowest prices. */
export const mapHouseSchema = propertyWithFurnitureSchema.extend({
  over: z.boolean(),
  photo: z.string().nullable(),
  /** The lowest asking prices of its available pieces, in dollars, low to high (three at most). */
  prices: z.array(z.number()),
});
export type MapHouse = z.infer<typeof mapHouseSchema>;

/** Several open houses drawn as one marker: where they are on average, how many, and the box they fill. */
export const mapClusterSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  houses: z.number().int(),
  pieces: z.number().int(),
  bounds: bboxSchema,
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const mapViewSchema = z.object({
  /** How many houses the filters find, in the view or not. */
  total: z.number().int(),
  /** The box all of them fill, for the map to fit; null when there are none. */
  bounds: bboxSchema.nullable(),
  /** What the view shows: clusters and single houses; without a view, all the filters find, as a phone's map fitted to them shows it. */
  clusters: z.array(mapClusterSchema),
  pins: z.array(mapHouseSchema),
  /** The houses the filters find nearest to `near` (or the middle of the view, or of them all), nearest first. */
  nearby: z.array(mapHouseSchema),
});
export type MapView = z.infer<typeof mapViewSchema>;
