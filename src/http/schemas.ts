/**
 * The zod schemas of bodies and responses; /openapi.json is generated from
 * these and from the query schemas in service/query.ts, the same objects that
 * validate requests.
 */
import { regionFields } from '../core/params.ts';
import { z } from '@hono/zod-openapi';
import type { AnyGame } from '../service/game.ts';
import { LEVELS } from '../service/difficulty.ts';
import { gameParamSchemas } from '../service/game-params.ts';
import { moveLog, moveQuery, QUERIES } from '../service/query.ts';

const gameParams = new WeakMap<ReadonlyMap<string, AnyGame>, z.ZodObject<{ game: z.ZodEnum }>>();

/**
 * The {game} path parameter: an enum of the app's games, so a generated client
 * types it. Documentation only: the routes answer an unknown game with a 404
 * that names the games. One schema per registry, as its component is named once.
 */
export function gameParam(games: ReadonlyMap<string, AnyGame>) {
  let param = gameParams.get(games);
  if (!param) {
    const ids = [...games.keys()];
    const game = z.enum(ids).openapi('GameId', { description: 'a game’s id, as GET /games lists them', example: ids[0] });
    param = z.object({ game: game.openapi({ param: { name: 'game', in: 'path' } }) });
    gameParams.set(games, param);
  }
  return param;
}

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
    position: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: 'games that have one: what a client needs to write the next move (polygonal-sections: sections and which may be filled)' }),
  })
  .openapi('Verdict');

export const nextMoveAnswer = verdict
  .extend({
    bot: z.string(),
    seed: z.string(),
    move: z.unknown().openapi({ description: 'the bot’s move in the game’s notation; null when the log is illegal or the game is over' }),
    code: z.int().optional().openapi({ description: 'games with move codes: the move’s code' }),
  })
  .openapi('NextMove');

const point = z.tuple([z.number(), z.number()]);
const segment = z.tuple([z.number(), z.number(), z.number(), z.number()]);
const side = z.enum(['top', 'bottom', 'left', 'right']);
const opening = z.object({ at: point, side });
const box = z
  .tuple([z.number(), z.number(), z.number(), z.number()])
  .optional()
  .openapi({ description: 'a shaped board’s bounding box [x0, y0, x1, y1] in board coordinates (least x and y, one past the greatest): what a drawing frames' });

const wallsMaze = z
  .object({
    style: z.literal('walls'),
    width: z.int(),
    height: z.int(),
    walls: z.array(segment).openapi({ description: 'each maximal straight run of wall once' }),
    entrance: opening,
    exit: opening,
    solution: z.array(point),
    stats: z.record(z.string(), z.number()),
    box,
    sections: z
      .array(z.object({ id: z.int(), inside: point, polygon: z.array(point) }))
      .optional()
      .openapi({ description: 'polygonal-sections: each section with a point strictly inside, for fill moves' }),
  })
  .openapi('WallsMaze');

const linesMaze = z
  .object({
    style: z.literal('lines'),
    width: z.int(),
    height: z.int(),
    lines: z.array(segment).openapi({ description: 'path segments, each once' }),
    bridges: z.array(z.object({ at: point, over: segment, under: segment })),
    entrance: z.object({ at: point, side: side.optional() }),
    exit: z.object({ at: point, side: side.optional() }),
    solution: z.array(point),
    stats: z.record(z.string(), z.number()),
    box,
    strokes: z.array(z.object({ color: z.string(), move: z.int() })).optional().openapi({ description: 'the game as played, parallel to lines' }),
  })
  .openapi('LinesMaze');

const mazeDocumentShape = (log: z.ZodType) =>
  z.object({
    game: z.string(),
    width: z.int(),
    height: z.int(),
    seed: z.string().optional(),
    attempt: z.int().optional(),
    difficulty: z
      .object({ level: z.enum(['easy', 'medium', 'hard']), score: z.number(), met: z.boolean() })
      .optional()
      .openapi({ description: 'with ?difficulty: the level, the maze’s difficulty ÷ side, and whether it falls in the level’s band' }),
    bots: z.array(z.string()).optional(),
    log,
    outcome: outcome.nullable(),
    mazes: z.array(z.union([wallsMaze, linesMaze])),
  });

/**
 * What the API document says of the games' own parameters (players, rounds,
 * …): the routes pass them through to each game's schema, so the document
 * takes them from the registered games, each with the games that let a
 * request choose it and their ranges. Also the move log and the maze JSON
 * that carry them. One set per registry, as its components are named once.
 */
export interface RegistryDocs {
  /** Query parameters of GET /mazes/{game}.* beyond the common ones, and `bots` with its example. */
  params: Record<string, z.ZodType>;
  /** The query of POST /games/{game}/move, its `bot` with the same example. */
  moveQuery: z.ZodType;
  log: z.ZodType;
  document: z.ZodType;
}

const registryDocs = new WeakMap<ReadonlyMap<string, AnyGame>, RegistryDocs>();

export function docsOf(games: ReadonlyMap<string, AnyGame>): RegistryDocs {
  let docs = registryDocs.get(games);
  if (docs) return docs;
  const byName = new Map<string, { least: number; ranges: string[] }>();
  const regionTakers = new Map<string, string[]>();
  for (const game of games.values()) {
    for (const [name, s] of Object.entries(gameParamSchemas(game))) {
      // A shaped board's fields are the same for every game that takes them (core/params.ts regionFields).
      if (Object.hasOwn(regionFields, name)) {
        regionTakers.set(name, [...(regionTakers.get(name) ?? []), game.id]);
        continue;
      }
      const entry = byName.get(name) ?? { least: Infinity, ranges: [] };
      const lowest = Number(s.minimum ?? s.const);
      if (Number.isFinite(lowest)) entry.least = Math.min(entry.least, lowest);
      if (!('const' in s)) entry.ranges.push(`${game.id} ${s.minimum} to ${s.maximum}${s.default === undefined ? '' : ` (default ${s.default})`}${s.description ? `: ${s.description}` : ''}`);
      byName.set(name, entry);
    }
  }
  const params: Record<string, z.ZodType> = Object.fromEntries(
    [...byName].map(([name, { least, ranges }]) => {
      const schema = Number.isFinite(least) ? z.int().min(least) : z.int();
      return [name, schema.optional().openapi({ description: `${ranges.join('; ')}; the other games take only their fixed value` })];
    }),
  );
  for (const [name, takers] of regionTakers) {
    const field = regionFields[name as keyof typeof regionFields];
    const who = takers.length === games.size ? 'every game' : takers.join(', ');
    params[name] = field.meta({ description: `${field.meta()?.description} (${who}; docs/api.md, shaped boards)` });
  }
  // The examples name the first game (gameParam): "Try it out" asks for its maze with the bot a request
  // naming none gets, its default, which every seat takes (not a line-up some game's seats would refuse).
  const [example] = games.values();
  const defaultBot = <T extends z.ZodType>(schema: T): T => schema.meta({ example: example.profile.defaultBot });
  const log = moveLog.safeExtend(params).openapi('MoveLog', { example: moveLog.meta()?.example });
  docs = {
    params: { ...params, bots: defaultBot(QUERIES.json.shape.bots) },
    moveQuery: moveQuery.extend({ bot: defaultBot(moveQuery.shape.bot) }),
    log,
    document: mazeDocumentShape(log).openapi('MazeDocument'),
  };
  registryDocs.set(games, docs);
  return docs;
}

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
    defaultBot: z.string().openapi({ description: 'the bot every player gets when a request names none: the one that makes the best mazes' }),
    botLimits: z.record(z.string(), z.int()).openapi({ description: 'the largest board (width × height) each bot with a limit plays' }),
    asPlayed: z.boolean().openapi({ description: 'its mazes can be drawn as the game was played (colors, numbers): each player’s line in their colour' }),
    boardsFrom: z.array(z.string()).openapi({ description: 'the parameters whose product is the number of boards, and so of mazes, one game plays (labyrinthine-loop: players and rounds); empty for one' }),
    size: z.object({ default: z.int(), max: z.int(), min: z.int(), unit: z.string() }),
    parameters: z.record(z.string(), z.unknown()).openapi({ description: 'width, height and the game’s own parameters (players, rounds, …) as JSON Schema' }),
  })
  .openapi('GameSummary');

export const gameDetail = gameSummary
  .extend({
    rules: z.array(z.string()),
    howToSolve: z.string().openapi({ description: 'how its maze is solved, in one plain sentence' }),
    legend: z.string().nullable().openapi({ description: 'what the marks of its drawings mean, for the games whose drawings need it (the lines mazes); null for the others' }),
    notation: z.object({
      move: z.record(z.string(), z.unknown()),
      examples: z.array(z.object({ move: z.unknown(), note: z.string() })),
      codes: z.string().nullable().openapi({ description: 'games with move codes: how a move’s code is made (a log may give codes instead of moves); null for the others' }),
    }),
    ruleIds: z.array(z.object({ id: z.string(), text: z.string() })),
    botDetails: z.array(
      z.object({
        name: z.string(),
        description: z.string(),
        maxCells: z.int().optional(),
        moveNs: z.int().openapi({ description: 'estimated nanoseconds of one of its moves on the default board (its cost per board unit)' }),
        rating: z.int().nullable().openapi({ description: 'its rating in `tournament` (Elo scale, mean 1500), or null for a game without a committed run' }),
        mazes: z
          .object({
            deadEnds: z.number(),
            junctions: z.number(),
            longestCorridor: z.number(),
            solution: z.number(),
            decisionPoints: z.number(),
            deceptiveBranches: z.number(),
            difficulty: z.number(),
          })
          .nullable()
          .openapi({
            description:
              'what mazes it makes, the bot in every seat (`mazeRun`): medians of dead ends and junctions (% of the nodes), the longest corridor, solution nodes ÷ (width + height), decision points, deceptive branches, and difficulty ÷ side; null for a bot not measured there (mcts, or past its board limit)',
          }),
      }),
    ),
    mazeRun: z
      .object({ command: z.string(), side: z.int(), seeds: z.int() })
      .openapi({ description: 'the committed run the bots’ `mazes` figures come from: seeded games on a side × side board' }),
    levels: z
      .record(z.enum(LEVELS), z.array(z.union([z.string(), z.array(z.string())])))
      .openapi({ description: 'the bot line-ups each difficulty level tries in turn: a name plays every seat, a list is dealt to the seats in turn' }),
    tournament: z
      .object({
        command: z.string(),
        ratings: z.record(z.string(), z.int()),
        balance: z.object({ games: z.int(), firstPlayerWins: z.number(), draws: z.number(), meanMoves: z.number() }),
      })
      .nullable()
      .openapi({ description: 'the committed round robin the ratings come from: the command that makes it again, and the game’s balance in it' }),
    solved: z
      .array(z.object({ width: z.int(), height: z.int(), winner: z.int().nullable(), winningFirstMoves: z.array(z.unknown()) }))
      .openapi({ description: 'boards the game’s perfect bot has solved: who wins with perfect play (null: a draw), and player 1’s winning first moves (width ≥ height; a board and its mirror image play alike)' }),
    sizeEnv: z.string(),
  })
  .openapi('GameDetail');
