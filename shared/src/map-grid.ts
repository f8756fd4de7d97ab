/** The most markers (clusters and pins) one answer of the map holds, whatever the screen and zoom. */
export const maxMapMarkers = 150;
/** Of those, the most pins (single houses, with a photo and prices): a larger grid draws more of them as clusters. */
export const maxMapPins = 100;
/** The most open houses the list beside the map asks for at once. */
export const maxNearbyHouses = 48;
/** The closest zoom a tap on a cluster flies to. */
export const lastClusterZoom = 15;

/** The map a question without a view is drawn for: a phone's, the smallest that shows it. */
export const defaultMapSize = { width: 360, height: 420 };
/** The closest a map fitted to its houses zooms in. */
export const maxFitZoom = 13;

const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));

/**
 * The whole-number zoom at which a box fills a map of `size` pixels, as a map fitted to it shows it
 * (256-pixel tiles, Web Mercator), no closer than `maxFitZoom`.
 */
export function fitZoom([west, south, east, north]: readonly [number, number, number, number], size = defaultMapSize): number {
  const across = Math.log2((size.width * 360) / (256 * Math.max(east - west, 1e-9)));
  const down = Math.log2((size.height * 2 * Math.PI) / (256 * Math.max(mercatorY(north) - mercatorY(south), 1e-9)));
  return Math.max(0, Math.min(maxFitZoom, Math.floor(Math.min(across, down))));
}
