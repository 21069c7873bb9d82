import { describe, expect, it } from 'vitest';
import { seatBots } from '../../../src/bots/seat.ts';
import type { LinesMaze } from '../../../src/core/maze.ts';
import { playGame } from '../../../src/core/play.ts';
import { replayPosted } from '../../../src/service/wire.ts';
import { Rng } from '../../../src/core/rng.ts';
import { labyrinthineLoop as game } from '../../../src/games/labyrinthine-loop/index.ts';
import { closings, loopSize, type State } from '../../../src/games/labyrinthine-loop/rules.ts';
import { byAncestry, byWalk, longestClosings } from '../../../src/games/labyrinthine-loop/closing-loops.ts';
import { KING_DX, KING_DY } from '../../../src/core/grid.ts';
import { svgPixels, useBrowser } from '../../helpers/browser.ts';
import { playedMoves } from '../../helpers/logs.ts';
import { svgText } from '../../helpers/svg.ts';

const params = (size: number) => game.rules.params({ maxSide: 300 }).parse({ width: size, height: size });

function played(bots: string[], size: number, seed: string) {
  const rng = new Rng(seed);
  const done = playGame<State>(game.rules, params(size), seatBots(game.profile, bots, rng));
  return { state: done.state, moves: playedMoves(game, done) };
}

describe('labyrinthine-loop bots', () => {
  it('every bot closes with the longest loop on offer', () => {
    for (const bot of ['random', 'greedy', 'mcts']) {
      const { moves, state } = played([bot, bot], 5, `close-${bot}`);
      state.results.forEach((result, round) => {
        const before = replayPosted<State>(game, params(5), moves.slice(0, round * 25 + 24)).state;
        const best = Math.max(...closings(before).map(([a, b]) => loopSize(before, a, b)));
        expect(result.score, `${bot} round ${round + 1}`).toBe(best);
      });
    }
  });

  it('finds every longest closing, in order: by the walk for any tree, and at once for the maker’s depth-first one', () => {
    const seats = [['maker', 'maker'], ['random', 'random'], ['greedy', 'greedy'], ['maker', 'random'], ['greedy', 'maker', 'maker']];
    let others = 0;
    for (const [i, bots] of seats.entries()) {
      for (const [width, height] of [[2, 2], [2, 5], [4, 3], [7, 7], [9, 6]]) {
        const p = game.rules.params({ maxSide: 300 }).parse({ width, height, players: bots.length });
        const done = playGame<State>(game.rules, p, seatBots(game.profile, bots, new Rng(`longest-${i}-${width}`)));
        const moves = playedMoves(game, done);
        for (let round = 0; round < bots.length; round++) {
          const s = replayPosted<State>(game, p, moves.slice(0, (round + 1) * width * height - 1)).state;
          // Every segment not drawn, as 4 × dot + direction (east, south-east, south, south-west), measured by the jump pointers.
          const sizes = new Map<number, number>();
          for (let v = 0; v < width * height; v++) {
            for (let d = 0; d < 4; d++) {
              const [x, y] = [(v % width) + KING_DX[d], Math.floor(v / width) + KING_DY[d]];
              if (x >= 0 && x < width && y < height && !(s.joined[v] & (1 << d))) sizes.set(4 * v + d, loopSize(s, v, y * width + x));
            }
          }
          const most = Math.max(...sizes.values());
          const longest = [...sizes].filter(([, size]) => size === most).map(([code]) => code);
          const named = `${bots} ${width}×${height} round ${round + 1}`;
          expect(byWalk(s), named).toEqual(longest);
          const atOnce = byAncestry(s);
          if (bots.every((bot) => bot === 'maker')) expect(atOnce, named).not.toBeNull();
          if (atOnce) expect(atOnce, named).toEqual(longest);
          else others++;
          expect(longestClosings(s), named).toEqual(longest);
        }
      }
    }
    // The other seats' trees are left to the walk (all but a few on the smallest boards).
    expect(others).toBeGreaterThan(20);
  });

  it('greedy makes longer loops than random in its own offense rounds', () => {
    const total = (bots: string[]) => Array.from({ length: 20 }, (_, i) => played(bots, 8, `len-${i}`).state.results[0].score).reduce((a, b) => a + b);
    expect(total(['greedy', 'random'])).toBeGreaterThan(total(['random', 'random']));
  });
});

describe('a bridge, looked at', () => {
  const browser = useBrowser();

  it('leaves a gap in the lower diagonal and none in the upper', async () => {
    const moves = [
      { from: [0, 0], to: [1, 1] },
      { from: [1, 1], to: [1, 0] },
      { from: [0, 0], to: [0, 1] },
      { from: [1, 0], to: [0, 1] },
    ];
    const p = game.rules.params({ maxSide: 300 }).parse({ width: 2, height: 2, players: 2, rounds: 1 });
    const { state } = replayPosted<State>(game, p, [...moves, ...moves]);
    const [maze] = game.rules.mazes(state) as LinesMaze[];
    // Board point (x, y) is at pixel ((x + 1) · 100, (y + 1) · 100).
    const px = (x: number, y: number): [number, number] => [Math.round((x + 1) * 100), Math.round((y + 1) * 100)];
    const text = svgText(maze, { title: 't', description: 'd', solution: false, colors: false, numbers: false, cell: 100, stroke: 6 });
    const [under, over] = await svgPixels(browser(), text, [px(0.45, 0.45), px(0.55, 0.45)]);
    expect(under).toBeGreaterThan(200); // on [0,0]–[1,1], just before the crossing: the gap
    expect(over).toBeLessThan(80); // on [1,0]–[0,1], the diagonal drawn over
  });
});
