/**
 * What a board's mazes are measured by, for the triviality floor and the
 * difficulty levels: the whole grid's figures, or on a shaped board its
 * region's (docs/rules.md, shaped boards), so that a heart is judged as a
 * heart and not as the square around it.
 */
import type { BaseParams } from '../core/game.ts';
import { onSquareRim, regionOf, regionSide } from '../core/region.ts';

export interface BoardMeasure {
  /** The side statistics divide by: (width + height) / 2, or the region's (regionSide). */
  side: number;
  /** The share of the board's squares on its outer ring, or on the region's rim. */
  ring: number;
  /** The shorter side of the board, or of the region's bounding box. */
  least: number;
}

export function boardMeasure(params: BaseParams): BoardMeasure {
  const { width: w, height: h } = params;
  const region = regionOf(params);
  if (!region) return { side: (w + h) / 2, ring: (2 * (w + h) - 4) / (w * h), least: Math.min(w, h) };
  let rim = 0;
  for (let c = 0; c < region.inside.length; c++) if (region.inside[c] && onSquareRim(region, c)) rim++;
  const [x0, y0, x1, y1] = region.box;
  return { side: regionSide(region), ring: rim / region.squares, least: Math.min(x1 - x0, y1 - y0) };
}
