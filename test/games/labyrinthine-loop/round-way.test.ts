/** A round's way, found without a search, against the breadth-first search of its lines. */
import { describe, expect, it } from 'vitest';
import { seatBots } from '../../../src/bots/seat.ts';
import { linesMaze } from '../../../src/core/lines-maze.ts';
import type { LinesMaze } from '../../../src/core/maze.ts';
import { playGame } from '../../../src/core/play.ts';
import { Rng } from '../../../src/core/rng.ts';
import { labyrinthineLoop as game } from '../../../src/games/labyrinthine-loop/index.ts';

describe('labyrinthine-loop round way', () => {
  it('is the way a breadth-first search of the lines finds, where two ways are as long too, with the same statistics', () => {
    const bots = ['random', 'greedy', 'maker'];
    let mazes = 0;
    for (const first of bots) {
      for (const second of bots) {
        for (const [width, height] of [[2, 2], [3, 2], [3, 3], [5, 4], [8, 8], [2, 9], [13, 9]]) {
          for (let seed = 0; seed < 12; seed++) {
            // Every third game has a third player, so later offenses' rounds are found as they close too.
            const seats = seed % 3 === 0 ? [first, second, 'greedy'] : [first, second];
            const params = game.rules.params({ maxSide: 300 }).parse({ width, height, players: seats.length, rounds: 1 + (seed % 2) });
            const { state } = playGame(game.rules, params, seatBots(game.profile, seats, new Rng(`way-${seed}`)), false);
            for (const maze of game.rules.mazes(state) as LinesMaze[]) {
              const searched = linesMaze({ width: maze.width, height: maze.height }, maze.lines.coords, maze.entrance, maze.exit, { bridges: maze.bridges });
              expect(maze.solution, `${first}–${second} ${width}×${height} seed ${seed}`).toEqual(searched.solution);
              expect({ ...maze.stats }).toEqual({ ...searched.stats });
              mazes++;
            }
          }
        }
      }
    }
    // Two or three players, one or two rounds each: of the 12 seeds, 4 games of 2 boards, 4 of 4, 2 of 3 and 2 of 6.
    expect(mazes).toBe(9 * 7 * (4 * 2 + 4 * 4 + 2 * 3 + 2 * 6));
  });
});
