import { housePath } from './marker-icons';

/** What the two kinds of marker mean, and where the bundled map comes from, in the map's lower left corner. */
export const MapLegend = () => (
  <div className="leaflet-bottom leaflet-left">
    <div className="leaflet-control sh-legend" data-testid="map-legend">
      <span className="sh-legend-item">
        <span className="sh-legend-cluster" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="10" height="10" focusable="false">
            <path fill="currentColor" d={housePath} />
          </svg>
        </span>
        Several open houses
      </span>
      <span className="sh-legend-item">
        <span className="sh-legend-pin" aria-hidden="true" />
        Pieces at one open house
      </span>
      {/* The towns' names are GeoNames' (CC BY 4.0), which asks for this credit. */}
      <span className="sh-legend-credit">Map data: Census Bureau, Natural Earth, GeoNames</span>
    </div>
  </div>
);
