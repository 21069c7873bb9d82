/** A polyline's corners: the points where it turns, which a drawn or listed way keeps. */
import type { Point } from './game.ts';

/** Drops the points of a polyline that lie on a straight line between their neighbours. */
export function corners(points: Point[]): Point[] {
  if (points.length < 3) return points;
  const kept: Point[] = [];
  eachCorner(
    points.length,
    (k) => points[k][0],
    (k) => points[k][1],
    (k) => kept.push(points[k]),
  );
  return kept;
}

/**
 * The places in a polyline of `length` points (the k-th at x(k), y(k)) that
 * corners keeps, told to `visit` in order: its ends, and each point off the
 * straight line from the last kept one to the next. A long way's points need
 * not be built to find them.
 */
export function eachCorner(length: number, x: (k: number) => number, y: (k: number) => number, visit: (k: number) => void): void {
  if (length === 0) return;
  visit(0);
  for (let k = 1, ax = x(0), ay = y(0); k < length - 1; k++) {
    const [bx, by] = [x(k), y(k)];
    if ((bx - ax) * (y(k + 1) - by) !== (by - ay) * (x(k + 1) - bx)) {
      visit(k);
      [ax, ay] = [bx, by];
    }
  }
  if (length > 1) visit(length - 1);
}
