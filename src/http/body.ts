/**
 * Reading a posted body: JSON only, sent as it is (415 otherwise), at most
 * the body limit (413, counted as the bytes arrive, so an oversized body is
 * never held whole), and on its own clocks: a body that stalls for
 * bodyIdleMs, or takes more than bodyTotalMs in all, gets 408. No compute is
 * held meanwhile: the job is queued only once the body is here. Parsing
 * happens in the worker.
 */
import type { Context } from 'hono';
import type { Limits } from '../service/limits.ts';
import { clientGone, quote, RequestError } from '../service/request-error.ts';

function isJson(contentType: string | undefined): boolean {
  return /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType ?? '');
}

/** A charset the type names, if any: JSON is read as UTF-8 (RFC 8259), so another would be misread. */
const charsetOf = (contentType: string) => /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType)?.[1];

const timedOut = (why: string) => new RequestError(408, 'Request timeout', `the body ${why}; send it in one go`);

/** What a route's body is, in its messages, and which setting its size limit is (none: a fixed limit). */
export interface BodyKind {
  what: string;
  setting?: string;
}

const MOVE_LOG: BodyKind = { what: 'a JSON move log', setting: 'MAX_BODY_BYTES' };

export async function readBody(c: Context, limits: Pick<Limits, 'maxBodyBytes' | 'bodyIdleMs' | 'bodyTotalMs'>, kind = MOVE_LOG): Promise<Uint8Array> {
  const type = c.req.header('content-type');
  if (!isJson(type)) throw new RequestError(415, 'Unsupported media type', `the body must be ${kind.what} (Content-Type: application/json)`);
  const charset = charsetOf(type as string);
  if (charset !== undefined && !/^utf-8$/i.test(charset))
    throw new RequestError(415, 'Unsupported media type', `the body must be JSON in UTF-8, not ${quote(charset)} (Content-Type: application/json; charset=utf-8, or no charset)`);
  // Read as JSON, a compressed body would be a puzzling parse error: the coding is named instead (RFC 9110: 415, with Accept-Encoding).
  const coding = c.req.header('content-encoding');
  if (coding !== undefined && !/^\s*(identity\s*)?$/i.test(coding))
    throw new RequestError(415, 'Unsupported media type', `the body must be sent as it is, not encoded (Content-Encoding: ${quote(coding)})`, [], {}, { 'accept-encoding': 'identity' });
  const { maxBodyBytes } = limits;
  const tooLarge = () => new RequestError(413, 'Content too large', `the body is over the limit of ${maxBodyBytes} bytes${kind.setting ? ` (${kind.setting})` : ''}`);
  const declared = Number(c.req.header('content-length'));
  if (declared > maxBodyBytes) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  // With its length declared, the body is copied chunk by chunk as it arrives into one buffer of its own
  // (which the worker is then handed, not a copy): 16 MiB joined at the end was one copy into fresh memory
  // in a single turn of the event loop, 100 ms and more that every other request waited.
  const whole = Number.isSafeInteger(declared) && declared > 0 ? new Uint8Array(declared) : null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  const end = Date.now() + limits.bodyTotalMs;
  let timer: NodeJS.Timeout | undefined;
  try {
    for (;;) {
      const left = end - Date.now();
      const idle = Math.min(limits.bodyIdleMs, left);
      const clock = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(timedOut(idle < limits.bodyIdleMs ? `took more than ${limits.bodyTotalMs} ms` : `sent nothing for ${limits.bodyIdleMs} ms`)), Math.max(0, idle));
      });
      const { done, value } = await Promise.race([reader.read(), clock]);
      clearTimeout(timer);
      if (done) break;
      if (total + value.byteLength > maxBodyBytes) throw tooLarge();
      // Node frames a body by its Content-Length: it never runs past it.
      if (whole) whole.set(value, total);
      else chunks.push(value);
      total += value.byteLength;
    }
  } catch (e) {
    clearTimeout(timer);
    await reader.cancel().catch(() => {});
    // Our own answers (413, 408) as they are; the stream itself fails only when the connection does.
    throw e instanceof RequestError ? e : clientGone('while sending the body');
  }
  if (whole) return total === whole.length ? whole : whole.subarray(0, total);
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}
