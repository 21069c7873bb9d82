/**
 * PDF paths for walls, lines and solutions, written as bytes in board units
 * (the page's transform scales them): the polylines of path-chains.ts as
 * `x y m` and `x y l` and a stroke, so a 1000×1000 maze is a few megabytes
 * instead of pdfkit's two calls and two strings a segment. A path goes into a
 * form XObject of its own, compressed fast (deflate level 1: several times
 * faster than pdfkit's level 6, for a file a little larger).
 */
import { deflateSync } from 'node:zlib';
import type { Point } from '../core/game.ts';
import type { Segments } from '../core/segments.ts';
import { AsciiWriter } from './ascii-writer.ts';
import { chainSegments } from './path-chains.ts';

const [m, l, S, SPACE, NEWLINE] = [...'mlS \n'].map((c) => c.charCodeAt(0));

/** A stroked path and the box its points span. */
class PathWriter {
  readonly out = new AsciiWriter();
  box = [Infinity, Infinity, -Infinity, -Infinity];

  point(x: number, y: number, op: number): void {
    this.out.num(x).char(SPACE).num(y).char(SPACE).char(op).char(NEWLINE);
    const { box } = this;
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  }

  /** The content and bounding box of a form XObject that strokes the path, `margin` beyond its points. */
  form(margin: number): { content: Uint8Array; box: number[] } {
    const [x1, y1, x2, y2] = this.box;
    return { content: deflateSync(this.out.char(S).char(NEWLINE).written(), { level: 1 }), box: [x1 - margin, y1 - margin, x2 + margin, y2 + margin] };
  }
}

/** The segments as one stroked path. */
export function segmentsForm(segments: Segments, margin: number): { content: Uint8Array; box: number[] } {
  const path = new PathWriter();
  chainSegments(segments, {
    moveTo: (x, y) => path.point(x, y, m),
    lineTo: (x, y) => path.point(x, y, l),
    segment(x1, y1, x2, y2) {
      path.point(x1, y1, m);
      path.point(x2, y2, l);
    },
  });
  return path.form(margin);
}

/**
 * Dots as one path of zero-length subpaths, which a stroke with round caps
 * paints as discs the pen's width across: a few bytes a dot in the form,
 * where a circle of pdfkit's is four Bézier curves in the page's content.
 */
export function dotsForm(points: readonly Point[], margin: number): { content: Uint8Array; box: number[] } {
  const path = new PathWriter();
  for (const [x, y] of points) {
    path.point(x, y, m);
    path.point(x, y, l);
  }
  return path.form(margin);
}

/** An open polyline through points given as x, y pairs, as one stroked path. */
export function polylineForm(points: Float64Array, margin: number): { content: Uint8Array; box: number[] } {
  const path = new PathWriter();
  for (let i = 0; i < points.length; i += 2) path.point(points[i], points[i + 1], i === 0 ? m : l);
  return path.form(margin);
}
