/**
 * The zod schemas that validate requests; /openapi.json is generated from the
 * same objects. Game-specific limits (board sides, bots) are checked after
 * these, against the game's own parameter schema.
 */
import { z } from '@hono/zod-openapi';

const int = (name: string) => z.coerce.number<string>().int(`${name} must be an integer`);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const seedSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'seed must be 1–64 characters of A–Z, a–z, 0–9, _ and -')
  .openapi({ example: '7' });

export const gameParam = z.object({
  game: z.string().openapi({ param: { name: 'game', in: 'path' }, example: 'simple-maze' }),
});

const common = {
  width: int('width').min(2).optional().openapi({ description: 'board width in the game’s units' }),
  height: int('height').min(2).optional().openapi({ description: 'board height in the game’s units' }),
  size: int('size').min(2).optional().openapi({ description: 'sets both width and height' }),
  seed: seedSchema.optional(),
  bots: z.string().max(200).optional().openapi({ description: 'bot names, comma-separated, one per player; one name means every player', example: 'greedy,random' }),
  players: int('players').min(2).optional(),
  rounds: int('rounds').min(1).optional(),
  solution: flag.optional().openapi({ description: 'true: draw the solution (SVG) or add answer pages (PDF)' }),
};

export const svgQuery = z.strictObject({
  ...common,
  round: int('round').min(1).optional().openapi({ description: 'labyrinthine-loop: which round’s maze' }),
  cell: z.coerce.number<string>().min(2).max(100).optional().openapi({ description: 'pixels per board unit (default 16)' }),
  stroke: z.coerce.number<string>().min(0.25).max(20).optional().openapi({ description: 'wall width in pixels (default 2)' }),
});

export const pdfQuery = z.strictObject({
  ...common,
  paper: z.enum(['a4', 'letter']).optional().openapi({ description: 'paper size (default a4)' }),
  count: int('count').min(1).max(50).optional().openapi({ description: 'mazes, one per page; maze i uses seed {seed}-{i}' }),
});

export const jsonQuery = z.strictObject(common);

/** What a posted log's maze may be drawn with: no game parameters, those come with the log. */
export const postQuery = {
  svg: svgQuery.pick({ solution: true, round: true, cell: true, stroke: true }),
  pdf: pdfQuery.pick({ solution: true, paper: true }),
  json: z.strictObject({}),
};

export const moveLog = z
  .object({
    game: z.string().optional(),
    width: z.int().min(2),
    height: z.int().min(2),
    players: z.int().min(2).optional(),
    rounds: z.int().min(1).optional(),
    moves: z.array(z.unknown()).openapi({ description: 'moves in the game’s notation, each with an optional player' }),
  })
  .openapi('MoveLog', {
    example: { game: 'simple-maze', width: 3, height: 2, moves: [{ from: [0, 0], to: [1, 0] }, { player: 2, from: [1, 0], to: [2, 0] }] },
  });

const outcome = z
  .object({
    winners: z.array(z.int()),
    scores: z.record(z.string(), z.number()),
    reason: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .openapi('Outcome');

export const verdict = z
  .object({
    legal: z.boolean(),
    finished: z.boolean(),
    moves: z.int(),
    applied: z.int(),
    violation: z
      .object({ index: z.int(), player: z.int().nullable(), rule: z.string(), message: z.string() })
      .nullable(),
    toMove: z.int().nullable(),
    outcome: outcome.nullable(),
  })
  .openapi('Verdict');

const point = z.tuple([z.number(), z.number()]);
const opening = z.object({ at: point, side: z.enum(['top', 'bottom', 'left', 'right']) });

export const mazeDocument = z
  .object({
    game: z.string(),
    width: z.int(),
    height: z.int(),
    seed: z.string().optional(),
    attempt: z.int().optional(),
    bots: z.array(z.string()).optional(),
    log: moveLog,
    outcome: outcome.nullable(),
    mazes: z.array(
      z.object({
        style: z.enum(['walls']),
        width: z.int(),
        height: z.int(),
        walls: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])),
        entrance: opening,
        exit: opening,
        solution: z.array(point),
        stats: z.record(z.string(), z.number()),
      }),
    ),
  })
  .openapi('MazeDocument');

export const problem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.int(),
    detail: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .openapi('Problem');

export const gameSummary = z
  .object({
    id: z.string(),
    title: z.string(),
    players: z.object({ min: z.int(), max: z.int() }),
    bots: z.array(z.string()),
    size: z.object({ default: z.int(), max: z.int(), min: z.int(), unit: z.string() }),
  })
  .openapi('GameSummary');

export const gameDetail = gameSummary
  .extend({
    rules: z.array(z.string()),
    notation: z.object({ move: z.record(z.string(), z.unknown()), examples: z.array(z.object({ move: z.unknown(), note: z.string() })) }),
    ruleIds: z.array(z.object({ id: z.string(), text: z.string() })),
    botDetails: z.array(z.object({ name: z.string(), description: z.string(), maxCells: z.int().optional() })),
    sizeEnv: z.string(),
  })
  .openapi('GameDetail');
