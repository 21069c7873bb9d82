/**
 * The output version keeps its promise: every golden request's bytes, as
 * served under /v{N}/, are those of the fixture, which `npm run golden`
 * writes on purpose. A change to any of them fails here until OUTPUT_VERSION
 * is raised and the fixture rewritten (which also marks the rows of SINCE
 * that changed).
 */
import { describe, expect, it } from 'vitest';
import { games } from '../src/games/index.ts';
import { SINCE } from '../src/output-since.ts';
import { BOOKS, OUTPUT_VERSION, sameSince } from '../src/output-version.ts';
import { FORMAT_NAMES } from '../src/service/formats.ts';
import { goldenFetch, goldenRequests, readFixture, servedHash } from './helpers/golden.ts';

const fetch = goldenFetch();
const requests = goldenRequests();
const fixture = readFixture();
const REWRITE = 'raise OUTPUT_VERSION in src/output-version.ts where served bytes changed, then run npm run golden';

describe(`output version ${OUTPUT_VERSION}`, () => {
  it('has a fixture of this version with every golden request', () => {
    expect(fixture?.version, `the fixture is of another output version: ${REWRITE}`).toBe(OUTPUT_VERSION);
    expect(Object.keys(fixture?.hashes ?? {}).sort(), `the golden requests changed: run npm run golden`).toEqual(requests.map((r) => r.key).sort());
    expect(requests.length).toBeGreaterThanOrEqual(100);
  });

  it('serves every golden request byte for byte as the fixture has it', { timeout: 180_000 }, async () => {
    const changed: string[] = [];
    for (const request of requests) {
      const { status, hash } = await servedHash(fetch, request, `/v${OUTPUT_VERSION}`);
      expect(status, request.key).toBe(200);
      if (hash !== fixture?.hashes[request.key]) changed.push(request.key);
    }
    expect(changed, `these served bytes changed: ${REWRITE}`).toEqual([]);
  });

  it('serves the latest URL as the pinned one, its JSON naming the version', async () => {
    for (const request of requests.filter((r) => /size=4&seed=s4$/.test(r.path))) {
      const latest = await servedHash(fetch, request, '');
      const pinned = await servedHash(fetch, request, `/v${OUTPUT_VERSION}`);
      expect(Buffer.from(latest.bytes).equals(pinned.bytes), request.key).toBe(true);
      if (request.format === 'json') expect(JSON.parse(Buffer.from(latest.bytes).toString()).version).toBe(OUTPUT_VERSION);
    }
  });

  it('knows for every game and format, and books, the oldest version whose bytes equal these', () => {
    const rows = [...[...games.keys()].flatMap((g) => FORMAT_NAMES.map((f) => [g, f])), [BOOKS, 'pdf'], [BOOKS, 'json']];
    for (const [key, format] of rows) {
      expect(SINCE[key]?.[format], `${key} ${format}`).toBeDefined();
      expect(sameSince(key, format)).toBeGreaterThanOrEqual(1);
      expect(sameSince(key, format)).toBeLessThanOrEqual(OUTPUT_VERSION);
    }
  });

  it('serves a pinned older version where its bytes are unchanged, and 410 where they are not', async () => {
    const older = requests.filter((r) => r.key.endsWith('size=4&seed=s4') && r.method === 'GET');
    for (const request of older) {
      for (let version = 1; version < OUTPUT_VERSION; version++) {
        const served = await servedHash(fetch, request, `/v${version}`);
        if (version >= sameSince(request.group, request.format)) {
          expect(served.status, request.key).toBe(200);
          expect(served.hash).toBe(fixture?.hashes[request.key]);
        } else {
          expect(served.status, request.key).toBe(410);
          const problem = JSON.parse(Buffer.from(served.bytes).toString());
          expect(problem).toMatchObject({ status: 410, currentVersion: OUTPUT_VERSION, current: `/v${OUTPUT_VERSION}${request.path}` });
          expect(problem.detail).toContain(`version ${OUTPUT_VERSION}`);
        }
      }
    }
  });
});
