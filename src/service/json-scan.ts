/**
 * A posted body is scanned before it is parsed: one pass over the bytes,
 * outside strings, counting nesting depth and containers. JSON.parse of
 * millions of nested or empty arrays costs tens of times the body's size in
 * memory and seconds of time; a move log needs neither (depth 5, a container
 * every six bytes or more), so such bodies are refused before any is built.
 */
import { badRequest } from './request-error.ts';

export const MAX_JSON_DEPTH = 32;
/** Bytes of body per array or object, at the least, allowing for a small body's envelope. */
const BYTES_PER_CONTAINER = 4;
const CONTAINER_SLACK = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** Checks depth and container count of JSON text in bytes, without building anything. */
export function scanJson(bytes: Uint8Array): void {
  const maxContainers = Math.floor(bytes.length / BYTES_PER_CONTAINER) + CONTAINER_SLACK;
  let depth = 0;
  let containers = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
      if (++depth > MAX_JSON_DEPTH) throw badRequest(`the body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels; a move log needs 5`);
      if (++containers > maxContainers)
        throw badRequest(`the body has more arrays and objects than a move log of its size could (more than one every ${BYTES_PER_CONTAINER} bytes)`);
    } else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) depth--;
  }
}

/** Scans, then parses: the body as a value, or a 400 that says why not. */
export function parseJsonBounded(bytes: Uint8Array): unknown {
  scanJson(bytes);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch (e) {
    throw badRequest(`the body is not valid JSON: ${(e as Error).message.slice(0, 120)}`);
  }
}
