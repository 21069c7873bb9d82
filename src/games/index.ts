/** The registry: every implemented game, by id. Adding a game adds one line here. */
import type { AnyGame } from '../service/game.ts';
import { bidirectionalLine } from './bidirectional-line/index.ts';
import { labyrinth } from './labyrinth/index.ts';
import { labyrinthineLoop } from './labyrinthine-loop/index.ts';
import { polygonalSections } from './polygonal-sections/index.ts';
import { simpleMaze } from './simple-maze/index.ts';

export const games: ReadonlyMap<string, AnyGame> = new Map<string, AnyGame>(
  ([simpleMaze, labyrinth, polygonalSections, labyrinthineLoop, bidirectionalLine] as AnyGame[]).map((g) => [g.id, g]),
);
