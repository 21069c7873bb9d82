/**
 * The SVG surface. The viewBox is in board units with a margin for the end marks,
 * so coordinates stay small integers; `cell` sets the pixel size of a unit and
 * `stroke` the pixel width of the maze's ink.
 */
import type { Point } from '../core/game.ts';
import type { Maze } from '../core/maze.ts';
import type { Segments } from '../core/segments.ts';
import { draw, frame, type DrawOptions, type Pen, type Surface } from './draw.ts';
import { num, polylineData, wallPathData } from './svg-path.ts';

export interface SvgOptions extends DrawOptions {
  title: string;
  description: string;
  /** Pixels per board unit. */
  cell: number;
  /** Ink width in pixels. */
  stroke: number;
}

const penAttributes = (pen: Pen) =>
  `fill="none" stroke="${pen.color}" stroke-width="${num(pen.width)}" stroke-linecap="${pen.round ? 'round' : 'square'}"${pen.round ? ' stroke-linejoin="round"' : ''}`;

export function svg(maze: Maze, options: SvgOptions): string {
  const { x: x0, y: y0, width: w, height: h } = frame(maze);
  // Joined as it goes: a 1000×1000 maze's path is megabytes, which a join would copy once more.
  let body = '';
  const surface: Surface = {
    ink: options.stroke / options.cell,
    segments(segments: Segments, pen: Pen) {
      body += `<path d="${wallPathData(segments)}" ${penAttributes(pen)}/>`;
    },
    polyline(points: readonly Point[], pen: Pen) {
      body += `<path d="${polylineData(points)}" ${penAttributes(pen)}/>`;
    },
    disc([x, y]: Point, radius: number, fill: string, outline?: Pen) {
      const stroke = outline ? ` stroke="${outline.color}" stroke-width="${num(outline.width)}"` : '';
      body += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="${fill}"${stroke}/>`;
    },
    polygon(points: readonly Point[], fill: string) {
      body += `<path d="M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z" fill="${fill}"/>`;
    },
    dots(points: readonly Point[], radius: number, color: string) {
      // A zero-length stroke with round caps is a dot: a few bytes each instead of a <circle>.
      if (points.length) body += `<path d="${points.map(([x, y]) => `M${num(x)} ${num(y)}h0`).join('')}" ${penAttributes({ color, width: 2 * radius, round: true })}/>`;
    },
    text([x, y]: Point, text: string, size: number, color: string) {
      body +=
        `<text x="${num(x)}" y="${num(y)}" font-size="${num(size)}" fill="${color}" font-family="sans-serif" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>`;
    },
  };
  draw(maze, surface, options);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(w * options.cell)}" height="${num(h * options.cell)}" viewBox="${x0} ${y0} ${w} ${h}">` +
    `<title>${escapeXml(options.title)}</title><desc>${escapeXml(options.description)}</desc>` +
    `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="#fff"/>` +
    body +
    `</svg>\n`
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string);
}
