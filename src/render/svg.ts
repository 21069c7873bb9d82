/**
 * The SVG surface. The viewBox is in board units with a margin for the end marks,
 * so coordinates stay small integers; `cell` sets the pixel size of a unit and
 * `stroke` the pixel width of the maze's ink.
 */
import { createHash } from 'node:crypto';
import type { Point } from '../core/game.ts';
import { solutionCoords, type Maze } from '../core/maze.ts';
import type { Segments } from '../core/segments.ts';
import { draw, frame, piecesAsSegments, type DrawOptions, type Pen, type Surface } from './draw.ts';
import { AsciiWriter } from './ascii-writer.ts';
import { num, writeDots, writePolyline, writeVertices, writeWallPath } from './svg-path.ts';

export interface SvgOptions extends DrawOptions {
  title: string;
  description: string;
  /** Pixels per board unit. */
  cell: number;
  /** Ink width in pixels. */
  stroke: number;
  /**
   * Crossings drawn with markers, a few bytes each (the default), or as
   * strokes of their own: resvg draws markers slower (a 300² loop maze's PNG
   * took a quarter longer), and a PNG's size does not grow with its SVG's.
   */
  markers?: boolean;
}

const penAttributes = (pen: Pen) =>
  `fill="none" stroke="${pen.color}" stroke-width="${num(pen.width)}" stroke-linecap="${pen.flat ? 'butt' : pen.round ? 'round' : 'square'}"${pen.round ? ' stroke-linejoin="round"' : ''}`;

/**
 * The SVG document as UTF-8 bytes, written into one buffer as it is drawn:
 * a 1000×1000 maze's path is megabytes, which as strings would be copied
 * into a string, joined, and encoded once more on the way out.
 */
export function svg(maze: Maze, options: SvgOptions): Uint8Array {
  const { x: x0, y: y0, width: w, height: h } = frame(maze);
  const out = new AsciiWriter(room(maze, options.solution));
  out.utf8(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(w * options.cell)}" height="${num(h * options.cell)}" viewBox="${x0} ${y0} ${w} ${h}">` +
      `<title>${escapeXml(options.title)}</title><desc>${escapeXml(options.description)}</desc>` +
      `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="#fff"/>`,
  );
  const path = (data: () => void, attributes: string) => {
    out.text('<path d="');
    data();
    out.utf8(`" ${attributes}/>`);
  };
  const markers = new Set<string>();
  /** Where the vertices of each array of points placing pieces were written (start, end): a bridge's pieces are placed twice. */
  const vertices = new Map<Float64Array, [number, number]>();
  const surface: Surface = {
    ink: options.stroke / options.cell,
    segments: (segments: Segments, pen: Pen) => path(() => writeWallPath(out, segments), penAttributes(pen)),
    polyline: (points: Float64Array, pen: Pen) => path(() => writePolyline(out, points), penAttributes(pen)),
    disc([x, y]: Point, radius: number, fill: string, outline?: Pen) {
      const stroke = outline ? ` stroke="${outline.color}" stroke-width="${num(outline.width)}"` : '';
      out.utf8(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="${fill}"${stroke}/>`);
    },
    polygon(points: readonly Point[], fill: string) {
      out.utf8(`<path d="M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z" fill="${fill}"/>`);
    },
    dots(points: readonly Point[], radius: number, color: string) {
      // A zero-length stroke with round caps is a dot: a few bytes each instead of a <circle>.
      if (points.length) path(() => writeDots(out, points), penAttributes({ color, width: 2 * radius, round: true }));
    },
    pieces(at: Float64Array, reach: Point, pen: Pen) {
      if (options.markers === false) return surface.segments(piecesAsSegments(at, reach), pen);
      // The piece is a marker, placed at every vertex of one path that is not seen itself: a few bytes a piece.
      const [rx, ry] = reach;
      const piece = `<path d="M${num(-rx)} ${num(-ry)}L${num(rx)} ${num(ry)}" ${penAttributes(pen)}/>`;
      const id = markerId(piece);
      if (!markers.has(id)) out.utf8(`<defs><marker id="${id}" markerUnits="userSpaceOnUse" overflow="visible">${piece}</marker></defs>`);
      markers.add(id);
      const url = `url(#${id})`;
      // The path is stroked, if unseen: resvg draws the markers of stroked paths only. A hair's width: a stroke a
      // unit wide across the board made resvg take a third longer.
      path(() => {
        // The same points again (the ink over the white patches) are the same bytes again.
        const written = vertices.get(at);
        if (written) out.again(written[0], written[1]);
        else {
          const start = out.size;
          writeVertices(out, at);
          vertices.set(at, [start, out.size]);
        }
      }, `fill="none" stroke="#000" stroke-opacity="0" stroke-width="0.001" marker-start="${url}" marker-mid="${url}"`);
    },
    text([x, y]: Point, text: string, size: number, color: string) {
      out.utf8(
        `<text x="${num(x)}" y="${num(y)}" font-size="${num(size)}" fill="${color}" font-family="sans-serif" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>`,
      );
    },
  };
  draw(maze, surface, options);
  return out.text('</svg>\n').written();
}

/**
 * Room for the document, so that the buffer seldom grows (a copy of what was
 * written, into fresh memory): the text around the maze, the room the
 * solution's points reserve (8 bytes each, counted in the numbers a drawing
 * reads: solutionCoords), and a grid maze's walls (about 2.5
 * bytes a cell, 4 reserved) or a lines maze's 8 bytes a segment and 24 a
 * bridge (three places of a marker, a step of a few bytes each). A small
 * maze's answer takes a few kilobytes, not a fixed buffer's 64.
 */
function room(maze: Maze, solution: boolean): number {
  const way = solution ? 4 * solutionCoords(maze).length : 0;
  return 1024 + way + (maze.style === 'walls' ? 4 * maze.width * maze.height : 8 * maze.lines.length + 24 * maze.bridges.length);
}

/**
 * A marker's id, from what it draws: two SVGs set in one web page may both
 * define it, and a page takes the first of the same id, so the same id must
 * draw the same.
 */
const markerId = (content: string) => `mazeplay-${createHash('sha256').update(content).digest('hex').slice(0, 12)}`;

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string);
}
