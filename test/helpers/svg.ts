/** The SVG surface's output as text, as the tests read it: the whole document, or one wall path's data. */
import type { Maze } from '../../src/core/maze.ts';
import type { Segments } from '../../src/core/segments.ts';
import { AsciiWriter } from '../../src/render/ascii-writer.ts';
import { writeWallPath } from '../../src/render/svg-path.ts';
import { svg, type SvgOptions } from '../../src/render/svg.ts';

export const svgText = (maze: Maze, options: SvgOptions): string => new TextDecoder().decode(svg(maze, options));

export function wallPathData(segments: Segments): string {
  const out = new AsciiWriter();
  writeWallPath(out, segments);
  return out.toString();
}
