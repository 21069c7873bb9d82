/** PDF and SVG paths: the chained polylines as path operators in board units, compressed, with their box. */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cellMaze } from '../../src/core/cell-maze.ts';
import { Segments } from '../../src/core/segments.ts';
import { polylineForm, segmentsForm } from '../../src/render/pdf-path.ts';
import { wallPathData } from '../helpers/svg.ts';

const text = (content: Uint8Array) => inflateSync(content).toString('latin1');

describe('PDF paths', () => {
  it('writes grid walls as polylines, a straight run a lineto, then the segments off the grid', () => {
    // An L of two runs that meet, and a slanted wall.
    const form = segmentsForm(Segments.of([[0, 0, 2, 0], [2, 0, 2, 3], [0, 1, 1, 2.5]]), 0.25);
    expect(text(form.content)).toBe('0 0 m\n2 0 l\n2 3 l\n0 1 m\n1 2.5 l\nS\n');
    expect(form.box).toEqual([-0.25, -0.25, 2.25, 3.25]);
  });

  it('draws a grid maze’s walls from their unit steps alone, never working their coordinates out (megabytes at 1000²)', () => {
    const maze = cellMaze(3, 2, Uint8Array.from([1, 2, 0, 1, 1, 0]));
    const stepsOnly = new Segments(
      () => {
        throw new Error('the segments were listed');
      },
      () => maze.walls.unitSteps() as NonNullable<ReturnType<Segments['unitSteps']>>,
    );
    expect(text(segmentsForm(stepsOnly, 0.25).content)).toBe(text(segmentsForm(maze.walls, 0.25).content));
    expect(wallPathData(stepsOnly)).toBe(wallPathData(maze.walls));
  });

  it('writes a polyline point by point', () => {
    const form = polylineForm(Float64Array.of(0.5, -0.5, 0.5, 2.5, 3.5, 2.5), 0.15);
    expect(text(form.content)).toBe('0.5 -0.5 m\n0.5 2.5 l\n3.5 2.5 l\nS\n');
    expect(form.box).toEqual([0.35, -0.65, 3.65, 2.65]);
  });
});
