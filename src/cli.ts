/**
 * The command line:
 *   mazeplay generate <game> [--size N | --width W --height H] [--seed S] [--bots a,b]
 *                            [--format svg|png|pdf|json] [-o FILE] [--solution] [--paper a4|letter|6x9] …
 *   mazeplay verify <game> <log.json>      exit 0 legal, 1 illegal, 2 bad input
 * It takes the same parameters, with the same checks, as the HTTP API.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { describeIssue, replay } from './core/play.ts';
import { games } from './games/index.ts';
import { gameParams } from './service/mazes.ts';
import { FORMAT_NAMES, isFormat } from './service/formats.ts';
import { limitsFromEnv } from './service/limits.ts';
import { runJob } from './service/pipeline.ts';
import { botMazeRequest, QUERIES } from './service/query.ts';
import { RequestError } from './service/request-error.ts';

const USAGE = `usage:
  mazeplay generate <game> [--size N | --width W --height H] [--seed S] [--bots a,b]
                           [--players P] [--rounds R] [--format svg|png|pdf|json] [-o FILE]
                           [--difficulty easy|medium|hard] [--solution] [--round N]
                           [--colors] [--numbers] [--stroke PX]
                           [--cell PX]                                  (svg)
                           [--scale PX]                                 (png)
                           [--paper a4|letter|6x9] [--count N] [--per-page N]
                           [--header name]                              (pdf)
  mazeplay verify <game> <log.json>    (exit 0 legal, 1 illegal, 2 bad input)
games: ${[...games.keys()].join(', ')}`;

const OPTIONS = {
  size: { type: 'string' },
  width: { type: 'string' },
  height: { type: 'string' },
  seed: { type: 'string' },
  bots: { type: 'string' },
  players: { type: 'string' },
  rounds: { type: 'string' },
  format: { type: 'string', default: 'svg' },
  output: { type: 'string', short: 'o' },
  solution: { type: 'boolean' },
  paper: { type: 'string' },
  count: { type: 'string' },
  round: { type: 'string' },
  colors: { type: 'boolean' },
  numbers: { type: 'boolean' },
  cell: { type: 'string' },
  scale: { type: 'string' },
  'per-page': { type: 'string' },
  header: { type: 'string' },
  stroke: { type: 'string' },
  difficulty: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

class UsageError extends Error {}

/** A query issue said of the option that gave it: "--per-page: must be an integer from 1 to 16". */
function optionIssue(issue: z.core.$ZodIssue): string {
  const key = issue.path.join('.');
  const sentence = describeIssue(issue);
  return key ? `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${sentence.replace(new RegExp(`^${key}:? `), '')}` : sentence;
}

function game(id: string | undefined) {
  const g = id === undefined ? undefined : games.get(id);
  if (!g) throw new UsageError(id === undefined ? 'name a game' : `no game "${id}"`);
  return g;
}

async function generate(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  const format = values.format;
  if (!isFormat(format)) throw new UsageError(`--format must be ${FORMAT_NAMES.join(', ')}`);
  const { format: _f, output, help: _h, solution, colors, numbers, 'per-page': perPage, ...rest } = values;
  const query: Record<string, string> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Record<string, string>;
  if (perPage !== undefined) query.perPage = perPage;
  for (const [flag, on] of Object.entries({ solution, colors, numbers })) if (on) query[flag] = 'true';
  const parsed = QUERIES[format].safeParse(query);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map(optionIssue).join('\n'));
  const g = game(positionals[0]);
  const { job } = botMazeRequest(g, limitsFromEnv(games.values()), format, parsed.data);
  const bytes = await runJob(job, games);
  if (output) {
    writeFileSync(output, bytes);
    const { params, seed } = job.source;
    process.stderr.write(`wrote ${output} (${g.id}, ${params.width}×${params.height}, seed ${seed})\n`);
  } else process.stdout.write(bytes);
  return 0;
}

function verify(args: string[]): number {
  const [id, file] = args;
  const g = game(id);
  if (!file) throw new UsageError('name the move log file');
  let json: { moves?: unknown; log?: { moves?: unknown } };
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
  // A move log, or a maze document (the .json output) that carries one.
  const log = (Array.isArray(json?.moves) ? json : json?.log) as Record<string, unknown> | undefined;
  if (!log || !Array.isArray(log.moves)) throw new UsageError(`${file} is not a move log: it needs "moves": [...]`);
  const { game: _g, moves, ...rest } = log;
  const { verdict } = replay(g, gameParams(g, limitsFromEnv(games.values()), rest), moves as unknown[]);
  process.stdout.write(`${JSON.stringify(verdict, null, 2)}\n`);
  if (verdict.violation) process.stderr.write(`illegal: ${verdict.violation.message} (${verdict.violation.rule})\n`);
  else process.stderr.write(verdict.finished ? 'legal and finished\n' : `legal so far; player ${verdict.toMove} is to move\n`);
  return verdict.legal ? 0 : 1;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'generate') return await generate(rest);
    if (command === 'verify') return verify(rest);
    if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
      process.stdout.write(`${USAGE}\n`);
      return command === undefined ? 2 : 0;
    }
    throw new UsageError(`unknown command "${command}"`);
  } catch (e) {
    if (e instanceof RequestError) {
      process.stderr.write(`mazeplay: ${e.message}\n`);
      return 2;
    }
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`mazeplay: ${(e as Error).message}\n${USAGE}\n`);
      return 2;
    }
    throw e;
  }
}
