/**
 * The SVG surface. The viewBox is in board units with a margin for the arrows,
 * so wall coordinates stay small integers; `cell` sets the pixel size of a unit
 * and `stroke` the pixel width of a wall.
 */
import type { Point } from '../core/game.ts';
import type { Maze, Segment } from '../core/maze.ts';
import { arrowHead, draw, MARGIN, SOLUTION_COLOUR, type Surface } from './draw.ts';
import { num, polylineData, wallPathData } from './svg-path.ts';

export interface SvgOptions {
  title: string;
  description: string;
  solution: boolean;
  /** Pixels per board unit. */
  cell: number;
  /** Wall width in pixels. */
  stroke: number;
}

export function svg(maze: Maze, options: SvgOptions): string {
  const w = maze.width + 2 * MARGIN;
  const h = maze.height + 2 * MARGIN;
  const stroke = num(options.stroke / options.cell);
  const body: string[] = [];
  const arrows: string[] = [];
  const surface: Surface = {
    walls(segments: readonly Segment[]) {
      body.push(
        `<path d="${wallPathData(segments)}" fill="none" stroke="#000" stroke-width="${stroke}" stroke-linecap="square"/>`,
      );
    },
    solution(points: readonly Point[]) {
      body.push(
        `<path d="${polylineData(points)}" fill="none" stroke="${SOLUTION_COLOUR}" stroke-width="0.3" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    },
    arrow(from: Point, to: Point) {
      arrows.push(polylineData([from, to]) + polylineData(arrowHead(from, to)));
    },
  };
  draw(maze, surface, options);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(w * options.cell)}" height="${num(h * options.cell)}" viewBox="${-MARGIN} ${-MARGIN} ${w} ${h}">` +
    `<title>${escapeXml(options.title)}</title><desc>${escapeXml(options.description)}</desc>` +
    `<rect x="${-MARGIN}" y="${-MARGIN}" width="${w}" height="${h}" fill="#fff"/>` +
    body.join('') +
    `<path d="${arrows.join('')}" fill="none" stroke="#000" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</svg>\n`
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string);
}
