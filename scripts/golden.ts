/**
 * `npm run golden`: rewrites the golden fixture (test/fixtures/output-golden.json)
 * and src/output-since.ts on purpose. It hashes every golden request as this
 * code serves it under the current output version and compares each with the
 * fixture: where a game's (or books') format changed, this version is the
 * oldest whose bytes equal this release's; elsewhere the oldest stays what it
 * was. Bytes that changed while the version stayed are refused: raise
 * OUTPUT_VERSION in src/output-version.ts first.
 */
import { writeFileSync } from 'node:fs';
import { OUTPUT_VERSION } from '../src/output-version.ts';
import { SINCE } from '../src/output-since.ts';
import { FIXTURE, goldenFetch, goldenRequests, readFixture, servedHash } from '../test/helpers/golden.ts';

const fetch = goldenFetch();

const requests = goldenRequests();
const hashes: Record<string, string> = {};
for (const request of requests) {
  const { status, hash, bytes } = await servedHash(fetch, request, `/v${OUTPUT_VERSION}`);
  if (status !== 200) throw new Error(`${request.key} answered ${status}: ${Buffer.from(bytes).toString().slice(0, 300)}`);
  hashes[request.key] = hash;
}

const old = readFixture();
const changed = new Set(requests.filter((r) => old?.hashes[r.key] !== undefined && old.hashes[r.key] !== hashes[r.key]).map((r) => `${r.group} ${r.format}`));
if (old && old.version === OUTPUT_VERSION && changed.size > 0) {
  console.error(`bytes changed for ${[...changed].join(', ')}, and OUTPUT_VERSION is still ${OUTPUT_VERSION}: raise it in src/output-version.ts, then run npm run golden again`);
  process.exit(1);
}

// A row the fixture held unchanged keeps its oldest version; a row new to it starts at this one.
const held = new Set(requests.filter((r) => old?.hashes[r.key] !== undefined).map((r) => `${r.group} ${r.format}`));
const oldest = (group: string, format: string) =>
  changed.has(`${group} ${format}`) || !old || !held.has(`${group} ${format}`) ? OUTPUT_VERSION : (SINCE[group]?.[format] ?? old.version);
const since: Record<string, Record<string, number>> = {};
for (const { group, format } of requests) (since[group] ??= {})[format] = oldest(group, format);

writeFileSync(FIXTURE, `${JSON.stringify({ version: OUTPUT_VERSION, hashes }, null, 2)}\n`);
const rows = Object.entries(since).map(([group, formats]) => `  '${group}': { ${Object.entries(formats).map(([f, v]) => `${f}: ${v}`).join(', ')} },`);
writeFileSync(
  'src/output-since.ts',
  `/**
 * Written by \`npm run golden\` (scripts/golden.ts) from the golden URLs: for
 * each game (and books) and format, the oldest output version whose bytes
 * equal this release's.
 */
export const SINCE: Readonly<Record<string, Readonly<Record<string, number>>>> = {
${rows.join('\n')}
};
`,
);
console.log(`${requests.length} golden requests of output version ${OUTPUT_VERSION}; changed since the fixture: ${[...changed].join(', ') || 'none'}`);
process.exit(0);
