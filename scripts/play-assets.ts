/**
 * Builds the play page's scripts (src/play/) for the browser, and the book
 * page's (src/book/, with pdf.js and its worker): each page and its worker,
 * with what they share in chunks of their own, minified,
 * each named by a hash of its content so that its URL (/play/assets/…) can
 * be cached for good; each is also written compressed (.br, .gz) as the
 * server sends it to a browser that accepts that coding. A manifest names the
 * entries for the pages' templates. `npm run build` runs it; so do the tests (test/global-setup.ts)
 * and `npm run dev`.
 *
 *     tsx scripts/play-assets.ts     (writes dist/play-assets/)
 */
import { build } from 'esbuild';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PLAY_ASSETS = path.join(ROOT, 'dist/play-assets');
const require = createRequire(import.meta.url);

/** A page's scripts: its entry, its worker, the chunks the entry imports, and every file of its build. */
export interface PageAssets {
  page: string;
  worker: string;
  /** The chunks the page imports: the page preloads them with itself, rather than finding them once it has run. */
  chunks: string[];
  /** Every file of the build, the entries' and the chunks they share. */
  files: string[];
}

/** The manifest: the play page's scripts, and the book page's (its PDF preview's pdf.js and that library's worker). */
export interface PlayManifest extends PageAssets {
  book: PageAssets;
}

/**
 * The two pages are built apart: the book page's pdf.js is a megabyte or two
 * the play page never loads, and a build of its own keeps it out of the play
 * page's shared chunks (and out of its sizes in npm run bench:play).
 */
export async function buildPlayAssets(outdir = PLAY_ASSETS): Promise<PlayManifest> {
  mkdirSync(outdir, { recursive: true });
  const play = await bundle(outdir, { page: 'src/play/page.ts', 'bot-worker': 'src/play/bot-worker.ts' });
  const book = await bundle(outdir, { book: 'src/book/page.ts', 'pdf-worker': path.relative(ROOT, require.resolve('pdfjs-dist/build/pdf.worker.mjs')) });
  const manifest: PlayManifest = { ...play, book };
  writeWhole(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  prune(outdir, [...play.files, ...book.files]);
  return manifest;
}

/** Bundles a page's entry and its worker (each named: its files' names begin so), with what they share in chunks of their own, and writes every file whole. */
async function bundle(outdir: string, entries: Record<string, string>): Promise<PageAssets> {
  const [page, worker] = Object.values(entries);
  const result = await build({
    entryPoints: entries,
    absWorkingDir: ROOT,
    outdir,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    bundle: true,
    splitting: true,
    minify: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'shared-[hash]',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const outputs = Object.entries(result.metafile.outputs);
  const entry = (source: string) => {
    const out = outputs.find(([, o]) => o.entryPoint === source);
    if (!out) throw new Error(`esbuild made no output for ${source}`);
    return { file: path.basename(out[0]), imports: out[1].imports };
  };
  // Another build (a second test run) may be writing here too: each file is written whole, under a name its content fixes.
  const files: string[] = [];
  for (const out of result.outputFiles) {
    const file = path.basename(out.path);
    files.push(file);
    writeWhole(path.join(outdir, file), out.contents);
    writeWhole(path.join(outdir, `${file}.br`), brotliCompressSync(out.contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeWhole(path.join(outdir, `${file}.gz`), gzipSync(out.contents, { level: 9 }));
  }
  const main = entry(page);
  const chunks = main.imports.filter((i) => i.kind === 'import-statement').map((i) => path.basename(i.path));
  return { page: main.file, worker: entry(worker).file, chunks, files: files.sort() };
}

/** Writes a file under another name, then renames it: a reader sees the old file or the new, never part of one. */
function writeWhole(file: string, contents: string | Uint8Array): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, contents);
  renameSync(temp, file);
}

/** Files of earlier builds, left an hour: a server that started meanwhile may still be reading them. */
function prune(outdir: string, kept: string[]): void {
  const keep = new Set(['manifest.json', ...kept.flatMap((f) => [f, `${f}.br`, `${f}.gz`])]);
  for (const file of readdirSync(outdir)) {
    const at = path.join(outdir, file);
    if (!keep.has(file) && Date.now() - statSync(at).mtimeMs > 3_600_000) rmSync(at, { force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // Silent on success, as tsc is: npm pack --json prints its output after the build's.
  await buildPlayAssets();
}
