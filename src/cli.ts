/**
 * The command line: `mazeplay generate` makes a maze as GET /mazes/… does,
 * with the same parameters and checks, but for the compute budget and the
 * deadline, which guard a shared server; `mazeplay verify` checks a move log as
 * POST …/verify does. Exit codes: 0 done (a legal log), 1 an illegal log,
 * 2 a mistake in the command, said in one line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import type { BaseParams } from './core/game.ts';
import type { AnyGame } from './service/game.ts';
import type { Verdict } from './core/play.ts';
import { replayPosted, type PostedMoves } from './service/wire.ts';
import { describeIssue, PLAIN } from './core/zod-issues.ts';
import { games } from './games/index.ts';
import { FORMAT_NAMES, isFormat } from './service/formats.ts';
import { CODES_ABOVE } from './service/mazes.ts';
import { chosenParamNames, gameParamNames, gameParamSchemas, gameParams } from './service/game-params.ts';
import { limitsFromEnv, sizeLimit } from './service/limits.ts';
import { runJob } from './service/pipeline.ts';
import { nextMove } from './service/next-move.ts';
import { tournament } from './service/tournament.ts';
import { boardParams, botMazeRequest, freshSeed, moveQuery, QUERIES, queryFor, splitMazeQuery } from './service/query.ts';
import { quote, RequestError } from './service/request-error.ts';
import { VERSION } from './version.ts';

const GAMES = `games: ${[...games.keys()].join(', ')}`;
/** Every game's own parameters besides the board, by name (players, rounds, …). */
const GAME_PARAMS = [...new Set([...games.values()].flatMap(gameParamNames))];
/** Each as the help writes it: a number's as N, a string's by its name (--shape SHAPE, --text TEXT). */
const paramUsage = (name: string) => `--${name} ${[...games.values()].some((g) => gameParamSchemas(g)[name]?.type === 'string') ? name.toUpperCase() : 'N'}`;

const HELP = {
  main: `usage: mazeplay <command> [options]

commands:
  generate <game>         play a game between bots and write its maze (SVG, PNG, PDF or JSON)
  verify <game> <log>     check a move log, move by move
  move <game> <log>       the move a bot would play next (--bot NAME, --seed S)
  tournament <game>       a seeded round robin between bots: results, ratings, balance
  help [command]          this text, or a command's

options: --help, --version
${GAMES}`,
  generate: `usage: mazeplay generate <game> [options]

Plays one game between built-in bots (as GET /mazes/<game>.<format>) and writes its maze
to FILE, or to standard output.

  --format svg|png|pdf|json    (default svg)         -o, --output FILE
  --size N | --width W --height H                    --seed S
  --bots a[,b…]                one a player, or one for all
  --difficulty easy|medium|hard
  ${GAME_PARAMS.map(paramUsage).join('   ')}    the game's own parameters: ${[...games.values()].flatMap((g) => (chosenParamNames(g).length ? [`${g.id} ${chosenParamNames(g).join(', ')}`] : [])).join('; ')}
  --solution                   draw the way through (PDF: add an answer key)
  --round N                    labyrinthine-loop: the round to draw (SVG, PNG)
  --colors, --numbers          bidirectional-line: as played, numbered by move
  --stroke PX                  line width (SVG, PNG)
  --cell PX                    pixels a board unit (SVG)
  --scale PX                   pixels a board unit (PNG)
  --paper a4|letter|6x9   --count N   --per-page N   --header name     (PDF)
  --title TEXT                 the book's title, in place of the game's (PDF)
  --log moves|codes            the move log's form (JSON; by default codes beyond ${CODES_ABOVE.toLocaleString('en')} moves)
${GAMES}`,
  verify: `usage: mazeplay verify <game> <log.json | ->

Checks a move log (or a maze JSON, which carries one) read from a file, or from standard
input for -, and prints the verdict as JSON. Exit 0: legal; 1: an illegal move; 2: no
log to check.
${GAMES}`,
  tournament: `usage: mazeplay tournament <game> --bots a,b[,c…] [options]

Plays a round robin: every pair of bots plays --games games in each seat order. Prints each
pairing's wins, draws and losses (from the side of the bot named first) with its mean score
and a 95% interval, a rating per bot (Bradley–Terry, on the Elo scale, mean 1500), and the
game's balance: first-player wins, draws and moves a game. The same options give the same
results.

  --bots a,b[,c…]              two or more bots (GET /games/<game> lists them)
  --games K                    games of each pairing in each seat order (default 10)
  --size N | --width W --height H                    --seed S (default "tournament")
  ${GAME_PARAMS.map(paramUsage).join('   ')}    the game's own parameters
  --json                       the results as JSON
${GAMES}`,
  move: `usage: mazeplay move <game> <log.json | -> --bot NAME [--seed S]

Checks a move log as verify does, then prints the verdict and the move the bot would play
next as JSON (as POST /games/<game>/move): the bot is the player to move, and the same log,
bot and seed give the same move (a fresh seed by default, printed). Exit 0: legal; 1: an
illegal move (no move is played); 2: no log to check, or an unknown bot.
${GAMES}`,
};
type Command = keyof typeof HELP;

/** A game's board and seed: options of generate and of tournament, with the games' own parameters (players, rounds, …) as their schemas name them. */
const BOARD_OPTIONS = {
  size: { type: 'string' },
  width: { type: 'string' },
  height: { type: 'string' },
  seed: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  ...Object.fromEntries(GAME_PARAMS.map((name) => [name, { type: 'string' as const }])),
} as const;

const GENERATE_OPTIONS = {
  ...BOARD_OPTIONS,
  bots: { type: 'string' },
  difficulty: { type: 'string' },
  format: { type: 'string', default: 'svg' },
  output: { type: 'string', short: 'o' },
  solution: { type: 'boolean' },
  round: { type: 'string' },
  colors: { type: 'boolean' },
  numbers: { type: 'boolean' },
  stroke: { type: 'string' },
  cell: { type: 'string' },
  scale: { type: 'string' },
  paper: { type: 'string' },
  count: { type: 'string' },
  'per-page': { type: 'string' },
  header: { type: 'string' },
  title: { type: 'string' },
  log: { type: 'string' },
} as const;

/** A mistake in the command: one line on standard error, exit 2. */
class UsageError extends Error {}

const flagOf = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** A query issue said of the option that gave it: "--per-page: must be an integer from 1 to 16". */
function optionIssue(issue: z.core.$ZodIssue, format: string): string {
  if (issue.code === 'unrecognized_keys') return `${issue.keys.map(flagOf).join(', ')}: not an option of --format ${format}`;
  const key = issue.path.join('.');
  const sentence = describeIssue(issue);
  return key ? `${flagOf(key)}: ${sentence.replace(new RegExp(`^${key}:? `), '')}` : sentence;
}

function game(id: string | undefined) {
  if (id === undefined) throw new UsageError(`name a game; ${GAMES}`);
  const g = games.get(id);
  if (!g) throw new UsageError(`no game ${quote(id)}; ${GAMES}`);
  return g;
}

/** Positionals beyond what a command takes are a mistake, not something to ignore. */
function noMore(extra: string[]): void {
  if (extra.length) throw new UsageError(`unexpected argument ${quote(extra[0])}`);
}

type Options = NonNullable<Parameters<typeof parseArgs>[0]>['options'];

/**
 * A command's options and arguments. An option given twice is a mistake, as a
 * query parameter given twice is (parseArgs would keep the last), and an
 * unknown one is named with where to find the command's options.
 */
function parse<O extends Options>(command: Command, args: string[], options: O) {
  try {
    const parsed = parseArgs({ args, options, allowPositionals: true, tokens: true });
    const seen = new Set<string>();
    for (const token of parsed.tokens) {
      if (token.kind !== 'option') continue;
      if (seen.has(token.name)) throw new UsageError(`--${token.name} is given twice`);
      seen.add(token.name);
    }
    return parsed;
  } catch (e) {
    // Node's own words add advice on positionals that starts with a dash, which is beside the point here.
    const unknown = (e as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && /'([^']+)'/.exec((e as Error).message);
    if (unknown) throw new UsageError(`${unknown[1]} is not an option of ${command} (mazeplay help ${command})`);
    throw e;
  }
}

async function generate(args: string[]): Promise<number> {
  const { values, positionals } = parse('generate', args, GENERATE_OPTIONS);
  if (values.help) return help('generate');
  const [id, ...extra] = positionals;
  const g = game(id);
  noMore(extra);
  const { format, output, help: _h, solution, colors, numbers, 'per-page': perPage, ...rest } = values;
  if (output === '') throw new UsageError('--output: name a file, or - for standard output');
  if (!isFormat(format)) throw new UsageError(`--format must be one of ${FORMAT_NAMES.join(', ')}, not ${quote(format)}`);
  const query: Record<string, string> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Record<string, string>;
  if (perPage !== undefined) query.perPage = perPage;
  for (const [flag, on] of Object.entries({ solution, colors, numbers })) if (on) query[flag] = 'true';
  const options = [...Object.keys(QUERIES[format].shape), ...gameParamNames(g)];
  const foreign = Object.keys(query).filter((key) => !options.includes(key));
  if (foreign.length) throw new UsageError(`${foreign.map(flagOf).join(', ')}: not an option of --format ${format} for ${g.id}`);
  const { options: formatOptions, gameInput } = splitMazeQuery(g, format, query);
  const limits = limitsFromEnv(games.values());
  const parsed = queryFor(format, sizeLimit(limits, g).maxSide).safeParse(formatOptions, PLAIN);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => optionIssue(i, format)).join('; '));
  const { job } = botMazeRequest(g, limits, format, parsed.data, gameInput);
  const bytes = await runJob(job, games);
  if (output === undefined || output === '-') {
    process.stdout.write(bytes);
    return 0;
  }
  try {
    writeFileSync(output, bytes);
  } catch (e) {
    throw new UsageError(`cannot write ${quote(output)}: ${(e as Error).message}`);
  }
  const { params, seed } = job.source;
  process.stderr.write(`wrote ${output} (${g.id}, ${params.width}×${params.height}, seed ${seed})\n`);
  return 0;
}

/** A move log read from a file or standard input (-): a log, or a maze JSON that carries one; checked against the game. */
function readLog(g: AnyGame, file: string | undefined): { params: BaseParams; posted: PostedMoves } {
  if (!file) throw new UsageError('name the move log file, or - for standard input');
  const source = file === '-' ? 'standard input' : quote(file);
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${source}: ${(e as Error).message}`);
  }
  let json: { moves?: unknown; codes?: unknown; log?: unknown };
  try {
    json = JSON.parse(text);
  } catch (e) {
    // JSON.parse quotes the text it stopped at, line breaks and all; a usage error is one line.
    throw new UsageError(`${source} is not JSON: ${(e as Error).message.replace(/[\n\r\t]/g, (c) => JSON.stringify(c).slice(1, -1))}`);
  }
  // A move log, or a maze document (the .json output) that carries one.
  const log = (Array.isArray(json?.moves) || Array.isArray(json?.codes) ? json : json?.log) as Record<string, unknown> | undefined;
  if (!log || !(Array.isArray(log.moves) || Array.isArray(log.codes))) throw new UsageError(`${source} is not a move log: it needs "moves": [...] or "codes": [...]`);
  const { game: named, moves, codes, ...rest } = log;
  if (named !== undefined && named !== g.id) throw new UsageError(`the log is a game of ${quote(String(named))}, not of ${g.id}`);
  if (moves !== undefined && codes !== undefined) throw new UsageError(`${source} has both "moves" and "codes": give one of the two`);
  return { params: gameParams(g, limitsFromEnv(games.values()), rest), posted: Array.isArray(codes) ? { codes } : (moves as unknown[]) };
}

/** One line on standard error: the first illegal move, or how the game stands. */
function sayVerdict(verdict: Verdict): void {
  if (verdict.violation) process.stderr.write(`illegal: ${verdict.violation.message} (${verdict.violation.rule})\n`);
  else process.stderr.write(verdict.finished ? 'legal and finished\n' : `legal so far; player ${verdict.toMove} is to move\n`);
}

function verify(args: string[]): number {
  const { values, positionals } = parse('verify', args, { help: { type: 'boolean', short: 'h' } });
  if (values.help) return help('verify');
  const [id, file, ...extra] = positionals;
  const g = game(id);
  noMore(extra);
  const { params, posted } = readLog(g, file);
  const { verdict } = replayPosted(g, params, posted);
  process.stdout.write(`${JSON.stringify(verdict, null, 2)}\n`);
  sayVerdict(verdict);
  return verdict.legal ? 0 : 1;
}

function move(args: string[]): number {
  const { values, positionals } = parse('move', args, { help: { type: 'boolean', short: 'h' }, bot: { type: 'string' }, seed: { type: 'string' } });
  if (values.help) return help('move');
  const [id, file, ...extra] = positionals;
  const g = game(id);
  noMore(extra);
  const parsed = moveQuery.safeParse({ bot: values.bot, seed: values.seed }, PLAIN);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => optionIssue(i, 'json')).join('; '));
  const { bot, seed = freshSeed() } = parsed.data;
  if (!Object.hasOwn(g.profile.bots, bot)) throw new UsageError(`--bot: no bot ${quote(bot)}; ${g.id} has ${Object.keys(g.profile.bots).join(', ')}`);
  const { params, posted } = readLog(g, file);
  const { verdict, state } = replayPosted(g, params, posted);
  const next = nextMove(g, params, state, verdict, bot, seed);
  process.stdout.write(`${JSON.stringify(next, null, 2)}\n`);
  sayVerdict(verdict);
  if (next.move !== null) process.stderr.write(`${bot} (seed ${seed}) plays ${JSON.stringify(next.move)}\n`);
  return verdict.legal ? 0 : 1;
}

/** Games of each pairing in each seat order: --games, 10 by default. */
function gamesOf(value: string | undefined): number {
  if (value === undefined) return 10;
  // Decimal digits, as every number of a query is written (not 1e1 or 0x3).
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`--games: must be a whole number of at least 1, in decimal digits, not ${quote(value)}`);
  return Number(value);
}

function playTournament(args: string[]): number {
  const options = { ...BOARD_OPTIONS, json: { type: 'boolean' }, bots: { type: 'string' }, games: { type: 'string' } } as const;
  const { values, positionals } = parse('tournament', args, options);
  if (values.help) return help('tournament');
  const [id, ...extra] = positionals;
  const g = game(id);
  noMore(extra);
  const bots = (values.bots as string | undefined)?.split(',').map((b) => b.trim()) ?? [];
  if (bots.length < 2 || new Set(bots).size !== bots.length) throw new UsageError('--bots: name two or more different bots, comma-separated');
  for (const bot of bots) if (!Object.hasOwn(g.profile.bots, bot)) throw new UsageError(`--bots: no bot ${quote(bot)}; ${g.id} has ${Object.keys(g.profile.bots).join(', ')}`);
  // The board and the seed as generate reads them: size, or width and height, and the game's own parameters.
  const { json: _j, bots: _b, games: count, help: _h, ...board } = values as Record<string, string | undefined>;
  const { options: sides, gameInput } = splitMazeQuery(g, 'json', board);
  const limits = limitsFromEnv(games.values());
  const parsed = queryFor('json', sizeLimit(limits, g).maxSide).safeParse(sides, PLAIN);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => optionIssue(i, 'json')).join('; '));
  const seed = parsed.data.seed ?? 'tournament';
  const params = boardParams(g, limits, parsed.data, gameInput);
  const result = tournament(g, { bots, params, games: gamesOf(count), seed });
  if (values.json) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  }
  const pct = (v: number) => `${Math.round(v * 100)}%`;
  const lines = [
    `${g.id} ${params.width}×${params.height}, ${result.pairings[0].games} games a pairing in each seat order, seed ${seed}`,
    '',
    'first     second    wins  draws  losses  score  95% interval',
    ...result.pairings.map((p) => `${p.first.padEnd(9)} ${p.second.padEnd(9)} ${String(p.wins).padStart(4)}  ${String(p.draws).padStart(5)}  ${String(p.losses).padStart(6)}  ${p.score.toFixed(2).padStart(5)}  ${p.interval.map((v) => v.toFixed(2)).join('–')}`),
    '',
    `ratings: ${Object.entries(result.ratings).sort(([, a], [, b]) => b - a).map(([bot, r]) => `${bot} ${r}`).join(', ')}`,
    `balance: the first player wins ${pct(result.balance.firstPlayerWins)}, draws ${pct(result.balance.draws)}, ${result.balance.meanMoves.toFixed(1)} moves a game`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

/** `help [command]`: `help help` is the main text, which says what help does. */
function help(command: string | undefined = 'main', ...extra: string[]): number {
  noMore(extra);
  const topic = command === 'help' ? 'main' : command;
  if (!Object.hasOwn(HELP, topic)) throw new UsageError(`no command ${quote(command)}; the commands are generate, verify, move, tournament and help`);
  process.stdout.write(`${HELP[topic as Command]}\n`);
  return 0;
}

function version(extra: string[]): number {
  noMore(extra);
  process.stdout.write(`mazeplay ${VERSION}\n`);
  return 0;
}

/** A refusal in one line: what the service would answer, with what its errors add (the largest scale or count that fits). */
function refusal(e: RequestError): string {
  const more = e.errors.filter((i) => !e.message.includes(i.message)).map((i) => `${flagOf(i.path)}: ${i.message}`);
  return [e.message, ...more].join('; ');
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'generate') return await generate(rest);
    if (command === 'verify') return verify(rest);
    if (command === 'move') return move(rest);
    if (command === 'tournament') return playTournament(rest);
    if (command === 'help' || command === '--help' || command === '-h') return help(...rest);
    if (command === '--version' || command === '-v') return version(rest);
    if (command === undefined) {
      process.stderr.write(`${HELP.main}\n`);
      return 2;
    }
    throw new UsageError(`no command ${quote(command)}; the commands are generate, verify, move, tournament and help (mazeplay --help)`);
  } catch (e) {
    if (e instanceof RequestError || e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`mazeplay: ${(e instanceof RequestError ? refusal(e) : (e as Error).message).split('\n')[0]}\n`);
      return 2;
    }
    throw e;
  }
}
