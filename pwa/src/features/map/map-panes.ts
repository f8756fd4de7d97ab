// Leaflet draws tiles at z-index 200: the bundled map lies beneath them, so that configured street
// tiles cover it and it shows only where a tile cannot be had (offline).
export const mapPanes = {
  land: { name: 'sh-land', zIndex: 150 },
  water: { name: 'sh-water', zIndex: 160 },
  labels: { name: 'sh-labels', zIndex: 170 },
};
