/**
 * The rules run in a browser: each game's browser-side files (every .ts file
 * in src/games/<game>/ but the service's index.ts, profile.ts and wire.ts)
 * with src/bots/, and what they import (src/core/, zod), bundled by esbuild
 * for the browser: one bundle a game, and one of all five with all of
 * src/core/. A bundle that would reach Node (a built-in module, or one of
 * Node's globals) is refused, naming each file, line and what it reached for;
 * otherwise its size, minified and gzipped, is what a page would download.
 *
 *     npm run bench:bundle     (a table; npm run bench prints it first)
 *
 * test/browser-bundle.test.ts bundles every game and shows the refusals.
 */
import { build, transform, type Loader, type Plugin } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules, SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { table as textTable } from '../bench/table.ts';

/** The repository's root: entries are resolved from it and offenders named relative to it. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The files of a game folder that only the service loads (its registration, profiles and wire format). */
export const SERVICE_SIDE: readonly string[] = ['index.ts', 'profile.ts', 'wire.ts'];

/** One bundle to make: its name and its entry, an ES module's text resolved from the root. */
export interface Entry {
  name: string;
  contents: string;
}

export interface BundleSize {
  name: string;
  /** Minified. */
  bytes: number;
  /** Minified, then gzipped at level 9. */
  gzipBytes: number;
}

/** Something a bundle's code reaches in Node: a file (relative to the root, or the entry's name), its line (0 when not found), and what. */
export interface Offender {
  file: string;
  line: number;
  what: string;
}

export class NodeInBrowserError extends Error {
  constructor(
    readonly bundle: string,
    readonly offenders: Offender[],
  ) {
    super(`the ${bundle} browser bundle reaches Node:\n${offenders.map((o) => `  ${o.file}${o.line ? `:${o.line}` : ''}: ${o.what}`).join('\n')}`);
    this.name = 'NodeInBrowserError';
  }
}

const tsFiles = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.ts') && !d.name.endsWith('.d.ts') && !d.name.endsWith('.test.ts'))
    .map((d) => d.name)
    .sort();

/** Every game folder under src/games/, each with its browser-side files (paths relative to the root). */
export function gameFiles(root = ROOT): Map<string, string[]> {
  const games = readdirSync(path.join(root, 'src/games'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return new Map(games.map((game) => [game, tsFiles(path.join(root, 'src/games', game)).filter((f) => !SERVICE_SIDE.includes(f)).map((f) => `src/games/${game}/${f}`)]));
}

/** src/bots/*.ts, relative to the root. */
export const botFiles = (root = ROOT) => tsFiles(path.join(root, 'src/bots')).map((f) => `src/bots/${f}`);

/**
 * An entry that re-exports each file as a namespace (`export * as …`): every
 * export of every file is kept, as a page that may call any of them would
 * keep it, and two files exporting the same name do not clash.
 */
function entryOf(name: string, files: string[]): Entry {
  const ident = (file: string) => file.replace(/^src\/(games\/)?/, '').replace(/\.ts$/, '').replace(/[^A-Za-z0-9]+/g, '_');
  return { name, contents: files.map((f) => `export * as ${ident(f)} from './${f}';`).join('\n') + '\n' };
}

/** src/core/*.ts, relative to the root. */
export const coreFiles = (root = ROOT) => tsFiles(path.join(root, 'src/core')).map((f) => `src/core/${f}`);

/**
 * One entry a game (its files and the bots), then one of all five, which also
 * takes every file of src/core: a game's files reach only part of it (the
 * play loop, rng.ts and own-copy.ts are reached by none, rng.ts only as
 * types), and all of it is to run in a browser.
 */
export function entries(root = ROOT): Entry[] {
  const bots = botFiles(root);
  const games = gameFiles(root);
  return [
    ...[...games].map(([game, files]) => entryOf(game, [...files, ...bots])),
    entryOf('all five', [...[...games.values()].flat(), ...bots, ...coreFiles(root)]),
  ];
}

const BUILTIN = new RegExp(`^(?:node:.*|${builtinModules.map((m) => m.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|')})(?:/.*)?$`);

/**
 * Node's globals that a browser lacks, each also as a property of globalThis.
 *
 * How they are found: each file the bundle loads is compiled on its own by
 * esbuild with `define` turning each global into a marker identifier. esbuild
 * defines only free references, as its parser sees scopes: a comment or a
 * string that mentions "process", a property such as `gen.process(…)` (which
 * zod has), or a local variable named `require` is left alone, where a regex
 * over the sources or the bundle would trip on them (or miss
 * `globalThis.process`). The marker's place in that file's output, mapped back
 * through its source map, gives the line. The define is only for finding: the
 * bundle itself is built without one, so nothing is papered over.
 */
export const NODE_GLOBALS: readonly string[] = ['process', 'Buffer', 'require', '__dirname', '__filename', 'global', 'setImmediate', 'clearImmediate'];
const MARK = '__node_global_in_browser__';
const DEFINE = Object.fromEntries(NODE_GLOBALS.flatMap((g) => [[g, MARK + g], [`globalThis.${g}`, MARK + g]]));

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };

/** Where `source` (one file) refers to Node's globals: a line (1-based) and the global, for each. */
export function nodeGlobals(source: string, loader: Loader): Promise<{ line: number; global: string }[]> {
  if (!NODE_GLOBALS.some((g) => source.includes(g))) return Promise.resolve([]);
  // The bundles share most of their files: each text is compiled once.
  const key = `${loader}:${source}`;
  let found = checked.get(key);
  if (!found) checked.set(key, (found = findNodeGlobals(source, loader)));
  return found;
}
const checked = new Map<string, Promise<{ line: number; global: string }[]>>();

async function findNodeGlobals(source: string, loader: Loader): Promise<{ line: number; global: string }[]> {
  const out = await transform(source, { loader, define: DEFINE, sourcemap: 'external', sourcesContent: false, logLevel: 'silent' });
  if (!out.code.includes(MARK)) return [];
  const map = new SourceMap(JSON.parse(out.map) as SourceMapPayload);
  const found: { line: number; global: string }[] = [];
  out.code.split('\n').forEach((text, row) => {
    for (const m of text.matchAll(new RegExp(`${MARK}(\\w+)`, 'g'))) {
      const entry = map.findEntry(row, m.index);
      found.push({ line: ('originalLine' in entry ? entry.originalLine : 0) + 1, global: m[1] });
    }
  });
  return found;
}

/**
 * Bundles one entry for the browser: minified ES module, nothing written. It
 * rejects with a NodeInBrowserError naming every offender: every import of a
 * Node built-in (`node:*` or a bare built-in name, by the plugin's
 * onResolve, which marks it external so the rest of the graph is still read)
 * and every use of a Node global in any file loaded, node_modules included.
 */
export async function bundle(entry: Entry, root = ROOT): Promise<BundleSize> {
  const offenders: Offender[] = [];
  // The entry (stdin) is named as its importer by esbuild as <stdin>, or as its sourcefile under the working directory.
  const isEntry = (file: string) => file === '' || file === '<stdin>' || file === entry.name || file === path.join(root, entry.name);
  const name = (file: string) => (isEntry(file) ? entry.name : path.relative(root, file));
  // onResolve is not told the importing line: the first line that names the specifier in quotes (0 when none does).
  const lineOf = (file: string, specifier: string) => {
    const text = isEntry(file) ? entry.contents : readFileSync(file, 'utf8');
    return text.split('\n').findIndex((l) => l.includes(`'${specifier}'`) || l.includes(`"${specifier}"`)) + 1;
  };
  const noNode: Plugin = {
    name: 'no-node',
    setup(b) {
      b.onResolve({ filter: BUILTIN }, (args) => {
        offenders.push({ file: name(args.importer), line: lineOf(args.importer, args.path), what: `imports the Node built-in '${args.path}'` });
        return { path: args.path, external: true };
      });
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        const loader = LOADERS[path.extname(args.path)];
        for (const { line, global } of await nodeGlobals(readFileSync(args.path, 'utf8'), loader))
          offenders.push({ file: name(args.path), line, what: `uses the Node global ${global}` });
        return undefined; // esbuild loads the file as it would have
      });
    },
  };
  for (const { line, global } of await nodeGlobals(entry.contents, 'ts')) offenders.push({ file: entry.name, line, what: `uses the Node global ${global}` });
  const result = await build({
    stdin: { contents: entry.contents, resolveDir: root, sourcefile: entry.name, loader: 'ts' },
    absWorkingDir: root,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    plugins: [noNode],
  });
  if (offenders.length > 0) {
    const seen = new Set<string>();
    const unique = offenders.filter((o) => {
      const key = `${o.file}:${o.line}:${o.what}`;
      return !seen.has(key) && (seen.add(key), true);
    });
    throw new NodeInBrowserError(entry.name, unique.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line));
  }
  const code = result.outputFiles[0].contents;
  return { name: entry.name, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

/** Every game's bundle, then all five's (made at once); rejects as bundle() does, with the first in that order that reaches Node. */
export async function browserBundles(root = ROOT): Promise<BundleSize[]> {
  const settled = await Promise.allSettled(entries(root).map((e) => bundle(e, root)));
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<BundleSize>).value);
}

/** The sizes as a table, in KiB (1024 bytes). */
export function table(sizes: BundleSize[]): string {
  const kib = (n: number) => (n / 1024).toFixed(1);
  return textTable([['browser bundle', 'minified KiB', 'gzip KiB'], ...sizes.map((s) => [s.name, kib(s.bytes), kib(s.gzipBytes)])], 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    console.log(table(await browserBundles()));
  } catch (e) {
    console.error(e instanceof NodeInBrowserError ? e.message : e);
    process.exitCode = 1;
  }
}
