/**
 * A maze document as JSON: the text JSON.stringify writes, byte for byte,
 * with each maze's segments (its walls or lines) written straight as ASCII.
 * Through JSON.stringify, a 1000² maze's half a million wall runs become as
 * many small arrays first (Segments.toJSON): 200 ms of a 1000² JSON answer's
 * 800. The rest of the document goes through JSON.stringify as before.
 */
import { Segments } from '../core/segments.ts';
import { AsciiWriter } from '../render/ascii-writer.ts';
import type { MazeDocument } from './mazes.ts';

const [OPEN, CLOSE, COMMA] = [...'[],'].map((c) => c.charCodeAt(0));

export const mazeJson = (doc: MazeDocument): string =>
  objectJson(doc, (key, value) => (key === 'mazes' && Array.isArray(value) ? `[${commaJoined(value.map((maze: object) => objectJson(maze, segmentsField)))}]` : undefined));

/** A maze's field written straight: its segments, where they allow it. */
const segmentsField = (_key: string, value: unknown) => (value instanceof Segments ? segmentsJson(value) : undefined);

/**
 * An object's JSON as JSON.stringify writes it: its own enumerable keys in
 * order, a value without JSON left out; `straight` writes a field's value
 * where it can (else undefined). For a document and its mazes: plain objects,
 * without toJSON of their own.
 */
function objectJson(object: object, straight: (key: string, value: unknown) => string | undefined): string {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(object)) {
    const text = straight(key, value) ?? (JSON.stringify(value) as string | undefined);
    if (text !== undefined) fields.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${commaJoined(fields)}}`;
}

/** Texts joined with commas by +, not join(): join copies a maze's megabytes of walls again, at each level. */
function commaJoined(texts: readonly string[]): string {
  let json = '';
  for (let i = 0; i < texts.length; i++) json += i > 0 ? `,${texts[i]}` : texts[i];
  return json;
}

/** A whole number JSON writes as the writer's int does: −2³¹ to 2³¹ − 1 (−0 too, written 0). */
const isInt = (v: number) => (v | 0) === v;

/** Segments as [[x1,y1,x2,y2],…] where every number is a whole one (every maze's: they join lattice points); else undefined. */
function segmentsJson(segments: Segments): string | undefined {
  const c = segments.coords;
  // A board's coordinates have up to 4 digits: 22 bytes a segment at most, and the writer grows past that.
  const out = new AsciiWriter(22 * (c.length >> 2) + 2).char(OPEN);
  for (let i = 0; i < c.length; i += 4) {
    if (!isInt(c[i]) || !isInt(c[i + 1]) || !isInt(c[i + 2]) || !isInt(c[i + 3])) return undefined;
    if (i > 0) out.char(COMMA);
    out.char(OPEN).int(c[i]).char(COMMA).int(c[i + 1]).char(COMMA).int(c[i + 2]).char(COMMA).int(c[i + 3]).char(CLOSE);
  }
  return out.char(CLOSE).toString();
}
