/**
 * A maze document as JSON: the text JSON.stringify writes, byte for byte, as
 * UTF-8 written into one buffer, with each maze's segments (its walls or
 * lines), a cell maze's solution, and a played game's move codes written
 * straight as ASCII, the first two as the maze lists them. Through
 * JSON.stringify, a 1000² maze's half a million wall runs become as many
 * small arrays first (Segments.toJSON): 200 ms of a 1000² JSON answer's 800;
 * and its 18 MB built as strings, joined, then encoded, was three copies of
 * it in fresh memory, which costs more than writing it once. The rest of the
 * document goes through JSON.stringify.
 */
import { listedSolution, type Maze } from '../core/maze.ts';
import { PlayedCodes } from '../core/play.ts';
import { Segments } from '../core/segments.ts';
import { AsciiWriter } from '../render/ascii-writer.ts';
import type { MazeDocument } from './mazes.ts';

const [OPEN, CLOSE, COMMA, OPEN_OBJECT, CLOSE_OBJECT, COLON, MINUS, DOT, FIVE] = [...'[],{}:-.5'].map((c) => c.charCodeAt(0));

/**
 * How a field of `owner` is written straight into the buffer, where it can
 * be; else null, and JSON.stringify writes its value. Given the owner, not the
 * value: a cell maze's solution is written without reading it (SOLUTION_POINTS).
 */
type Straight = (key: string, owner: Record<string, unknown>) => ((out: AsciiWriter) => void) | null;

export function mazeJson(doc: MazeDocument): Uint8Array {
  const out = new AsciiWriter(room(doc));
  objectJson(out, doc, documentField);
  return out.written();
}

/**
 * Room for a large document, so that its buffer does not grow (a copy into
 * fresh memory twice its size): up to 22 bytes a wall run or line, 16 a
 * solution's point, 8 a move code, and a few hundred besides per maze. A log
 * in notation, and a game's own fields (polygonal-sections' sections), grow it.
 */
function room(doc: MazeDocument): number {
  const log = doc.log && 'codes' in doc.log ? 8 * doc.log.codes.length : 0;
  // A listed solution's points counted by listing them, which makes nothing: a bound (a point a cell of its way) left
  // a 300² labyrinth's answer filling under three quarters of its buffer, which the worker then copies.
  const points = (m: Maze) => {
    const list = listedSolution(m);
    if (!list) return m.solution.length;
    let count = 0;
    list(() => count++);
    return count;
  };
  const maze = (m: Maze) => 512 + 22 * (m.style === 'walls' ? m.walls.length : m.lines.length) + 16 * points(m);
  return 1024 + log + doc.mazes.reduce((sum, m) => sum + maze(m), 0);
}

const documentField: Straight = (key, doc) => {
  const value = doc[key];
  if (key === 'mazes' && Array.isArray(value))
    return (out) => {
      out.char(OPEN);
      value.forEach((maze: object, i) => {
        if (i > 0) out.char(COMMA);
        objectJson(out, maze, mazeField);
      });
      out.char(CLOSE);
    };
  if (key === 'log' && typeof value === 'object' && value !== null) return (out) => objectJson(out, value, codesField);
  return null;
};

/** A log's codes where a game played them (PlayedCodes, a typed array), each number straight. */
const codesField: Straight = (key, log) => {
  const value = log[key];
  return key === 'codes' && value instanceof PlayedCodes
    ? (out) => {
        out.char(OPEN);
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out.char(COMMA);
          out.int(value[i]);
        }
        out.char(CLOSE);
      }
    : null;
};

/**
 * A maze's fields written straight: its segments as [[x1,y1,x2,y2],…] where
 * every number is a whole one (every maze's: they join lattice points), as
 * they are listed, so a grid maze's walls are never built as numbers; and a
 * solution its maze lists (SOLUTION_POINTS) as [[x,y],…], never made as points.
 */
const mazeField: Straight = (key, maze) => {
  const points = listedSolution(maze);
  if (key === 'solution' && points)
    return (out) => {
      out.char(OPEN);
      let first = true;
      points((x, y) => {
        if (!first) out.char(COMMA);
        first = false;
        out.char(OPEN);
        number(out, x).char(COMMA);
        number(out, y).char(CLOSE);
      });
      out.char(CLOSE);
    };
  const value = maze[key];
  if (!(value instanceof Segments) || !value.whole) return null;
  return (out) => {
    out.char(OPEN);
    let first = true;
    value.each((x1, y1, x2, y2) => {
      if (!first) out.char(COMMA);
      first = false;
      out.char(OPEN).int(x1).char(COMMA).int(y1).char(COMMA).int(x2).char(COMMA).int(y2).char(CLOSE);
    });
    out.char(CLOSE);
  };
};

/** A number as JSON.stringify writes it: whole ones and halves (a cell maze's points) straight, others through it. */
function number(out: AsciiWriter, v: number): AsciiWriter {
  if ((v | 0) === v) return out.int(v);
  if (((2 * v) | 0) !== 2 * v) return out.utf8(JSON.stringify(v));
  if (v < 0) out.char(MINUS);
  return out.int(Math.trunc(Math.abs(v))).char(DOT).char(FIVE);
}

/**
 * An object's JSON as JSON.stringify writes it: its own enumerable keys in
 * order, a value without JSON left out; `straight` writes the fields it can.
 * For a document and its mazes: plain objects, without toJSON of their own.
 */
function objectJson(out: AsciiWriter, object: object, straight: Straight): void {
  const fields = object as Record<string, unknown>;
  out.char(OPEN_OBJECT);
  let first = true;
  for (const key of Object.keys(fields)) {
    const write = straight(key, fields);
    const text = write ? undefined : (JSON.stringify(fields[key]) as string | undefined);
    if (!write && text === undefined) continue;
    if (!first) out.char(COMMA);
    first = false;
    out.utf8(JSON.stringify(key)).char(COLON);
    if (write) write(out);
    else out.utf8(text as string);
  }
  out.char(CLOSE_OBJECT);
}
