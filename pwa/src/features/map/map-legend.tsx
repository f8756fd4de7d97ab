import { housePath } from './marker-icons';

/** What the two kinds of marker mean, in the map's lower left corner. */
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
    </div>
  </div>
);
