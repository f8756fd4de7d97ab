import type { Position } from 'geojson';

/** [west, south, east, north] in degrees. */
export type Box = readonly [number, number, number, number];

type Edge = { inside(p: Position): boolean; cross(a: Position, b: Position): Position };

const at = (a: Position, b: Position, t: number): Position => [a[0]! + (b[0]! - a[0]!) * t, a[1]! + (b[1]! - a[1]!) * t];

const edgesOf = ([west, south, east, north]: Box): Edge[] => [
  { inside: (p) => p[0]! >= west, cross: (a, b) => at(a, b, (west - a[0]!) / (b[0]! - a[0]!)) },
  { inside: (p) => p[0]! <= east, cross: (a, b) => at(a, b, (east - a[0]!) / (b[0]! - a[0]!)) },
  { inside: (p) => p[1]! >= south, cross: (a, b) => at(a, b, (south - a[1]!) / (b[1]! - a[1]!)) },
  { inside: (p) => p[1]! <= north, cross: (a, b) => at(a, b, (north - a[1]!) / (b[1]! - a[1]!)) },
];

/**
 * Sutherland–Hodgman: the part of a closed ring inside the box, closed again, or null when nothing
 * is left. A concave ring may come back with zero-width runs along the box edge, which fill nothing.
 */
export function clipRing(ring: Position[], box: Box): Position[] | null {
  let points = ring.slice(0, -1);
  for (const edge of edgesOf(box)) {
    const kept: Position[] = [];
    points.forEach((current, i) => {
      const previous = points[(i + points.length - 1) % points.length]!;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) kept.push(edge.cross(previous, current));
        kept.push(current);
      } else if (edge.inside(previous)) kept.push(edge.cross(previous, current));
    });
    points = kept;
    if (points.length === 0) return null;
  }
  return points.length < 3 ? null : [...points, points[0]!];
}

/** A polygon (outer ring, then holes) cut to the box; null when its outer ring lies outside. */
export function clipPolygon(rings: Position[][], box: Box): Position[][] | null {
  const [outer, ...holes] = rings.map((ring) => clipRing(ring, box));
  if (!outer) return null;
  return [outer, ...holes.filter((hole): hole is Position[] => hole !== null)];
}

/** Liang–Barsky: the part of segment a–b inside the box, or null. */
function clipSegment(a: Position, b: Position, [west, south, east, north]: Box): [Position, Position] | null {
  const dx = b[0]! - a[0]!;
  const dy = b[1]! - a[1]!;
  let enter = 0;
  let leave = 1;
  const sides: [number, number][] = [
    [-dx, a[0]! - west],
    [dx, east - a[0]!],
    [-dy, a[1]! - south],
    [dy, north - a[1]!],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return null;
    } else if (p < 0) enter = Math.max(enter, q / p);
    else leave = Math.min(leave, q / p);
  }
  if (enter > leave) return null;
  return [enter === 0 ? a : at(a, b, enter), leave === 1 ? b : at(a, b, leave)];
}

/** The pieces of a line inside the box: a line that leaves and comes back gives two pieces. */
export function clipLine(line: Position[], box: Box): Position[][] {
  const pieces: Position[][] = [];
  let piece: Position[] = [];
  for (let i = 1; i < line.length; i += 1) {
    const segment = clipSegment(line[i - 1]!, line[i]!, box);
    if (!segment) continue;
    const [start, end] = segment;
    const last = piece[piece.length - 1];
    if (!last || last[0] !== start[0] || last[1] !== start[1]) {
      if (piece.length > 1) pieces.push(piece);
      piece = [start];
    }
    piece.push(end);
  }
  if (piece.length > 1) pieces.push(piece);
  return pieces;
}
