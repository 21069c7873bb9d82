/** The games as the play page has them: each registered game with its view. */
import type { GameView } from '../core/view.ts';
import { games } from '../games/index.ts';
import { view as bidirectionalLine } from '../games/bidirectional-line/view.ts';
import { view as labyrinth } from '../games/labyrinth/view.ts';
import { view as labyrinthineLoop } from '../games/labyrinthine-loop/view.ts';
import { view as polygonalSections } from '../games/polygonal-sections/view.ts';
import { view as simpleMaze } from '../games/simple-maze/view.ts';
import type { AnyGame } from '../service/game.ts';

export interface PlayGame {
  game: AnyGame;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  view: GameView<any, any>;
}

const views: Record<string, PlayGame['view']> = {
  'simple-maze': simpleMaze,
  labyrinth,
  'polygonal-sections': polygonalSections,
  'labyrinthine-loop': labyrinthineLoop,
  'bidirectional-line': bidirectionalLine,
};

export const playGames: ReadonlyMap<string, PlayGame> = new Map(
  [...games.values()].map((game) => [game.id, { game, view: views[game.id] }]),
);
