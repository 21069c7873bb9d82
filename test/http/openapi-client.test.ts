/**
 * A client can be generated from /openapi.json: openapi-typescript turns the
 * served document into types, and a small typed call against them must
 * compile under strict TypeScript. The call names operations by operationId
 * and relies on {game} being an enum, so losing either breaks the compile;
 * the same call against a document without them is shown to fail.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { games } from '../../src/games/index.ts';

type Operation = { operationId?: string; tags?: string[]; parameters?: { name: string; schema: { $ref?: string } }[] };
type Document = {
  info: { version: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { enum?: string[] }> };
};

/** What a client writes with the generated types: a typed GET of a maze's JSON, and a typed log to post. */
const CALL = `
import type { operations, paths } from './api.ts';

type Game = paths['/mazes/{game}.json']['get']['parameters']['path']['game'];
type Query = NonNullable<operations['getMazeJson']['parameters']['query']>;
type Maze = operations['getMazeJson']['responses'][200]['content']['application/json'];
type Log = operations['verifyLog']['requestBody']['content']['application/json'];
type Verdict = operations['verifyLog']['responses'][200]['content']['application/json'];

export async function mazeOf(get: (url: string) => Promise<unknown>, game: Game, query: Query): Promise<Maze> {
  const search = Object.entries(query).map(([k, v]) => \`\${k}=\${encodeURIComponent(String(v))}\`).join('&');
  return (await get(\`/mazes/\${game}.json?\${search}\`)) as Maze;
}

export const firstWall = (maze: Maze): number[] | undefined => {
  const [board] = maze.mazes;
  return board.style === 'walls' ? board.walls[0] : board.lines[0];
};

export const log: Log = { game: 'simple-maze', width: 3, height: 2, moves: [{ from: [0, 0], to: [1, 0] }] };
export const finished = (verdict: Verdict): boolean => verdict.legal && verdict.finished;
export const call = (get: (url: string) => Promise<unknown>) => mazeOf(get, 'labyrinth', { size: 5, seed: '7', solution: 'true' });
// @ts-expect-error: only a registered game is a Game
export const chess: Game = 'chess';
`;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Generates the types of `doc`, writes them and CALL to a temporary directory, and returns the compiler's complaints. */
async function compileCall(doc: Document): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mazeplay-client-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0])));
  writeFileSync(path.join(dir, 'call.ts'), CALL);
  const program = ts.createProgram([path.join(dir, 'call.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    lib: ['lib.es2022.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const served = async () => (await (await createApp().request('/openapi.json')).json()) as Document;
const operations = (doc: Document) => Object.values(doc.paths).flatMap((item) => Object.values(item));

describe('a client generated from /openapi.json', () => {
  it('names every operation once, tags it with a described tag, and carries the package version', async () => {
    const doc = await served();
    const ids = operations(doc).map((op) => op.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = doc.tags.map((t) => t.name);
    expect(tags).toEqual(['mazes', 'books', 'games', 'service']);
    expect(doc.tags.every((t) => t.description.length > 0)).toBe(true);
    for (const op of operations(doc)) expect(op.tags?.length === 1 && tags.includes(op.tags[0]), op.operationId).toBe(true);
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(doc.info.version).toBe(pkg.version);
  });

  it('gives {game} as an enum of the registered games on every route that takes it', async () => {
    const doc = await served();
    const routes = Object.entries(doc.paths).filter(([route]) => route.includes('{game}'));
    expect(routes.length).toBeGreaterThan(0);
    for (const [route, item] of routes)
      for (const op of Object.values(item)) expect(op.parameters?.find((p) => p.name === 'game')?.schema, route).toEqual({ $ref: '#/components/schemas/GameId' });
    expect(doc.components.schemas.GameId.enum).toEqual([...games.keys()]);
  });

  it('compiles a typed call against openapi-typescript types, and the same call fails without operationIds or the enum', async () => {
    const doc = await served();
    expect(await compileCall(doc)).toEqual([]);

    const unnamed = structuredClone(doc);
    for (const op of operations(unnamed)) delete op.operationId;
    // Without operationIds, \`operations\` is empty and every type read from it is never.
    expect((await compileCall(unnamed)).join('\n')).toMatch(/does not exist on type 'never'/);

    const freeText = structuredClone(doc);
    freeText.components.schemas.GameId = { type: 'string' } as Document['components']['schemas'][string];
    expect((await compileCall(freeText)).join('\n')).toMatch(/Unused '@ts-expect-error' directive/);
  }, 30_000);
});
