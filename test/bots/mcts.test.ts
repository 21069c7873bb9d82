/** mcts: its work a move is bounded by its budget, whatever the rounds and players of the game; it keeps its tree between moves, the same for a seed; it plays forced wins a game names, and beats greedy where it should. */
import { describe, expect, it } from 'vitest';
import { mctsBot, mctsPlayer } from '../../src/bots/mcts.ts';
import { seatBots } from '../../src/bots/seat.ts';
import type { Bot } from '../../src/core/game.ts';
import type { AnyGame } from '../../src/service/game.ts';
import { playGame } from '../../src/core/play.ts';
import { Rng } from '../../src/core/rng.ts';
import { bidirectionalLine } from '../../src/games/bidirectional-line/index.ts';
import type * as line from '../../src/games/bidirectional-line/rules.ts';
import { labyrinthineLoop } from '../../src/games/labyrinthine-loop/index.ts';
import * as loop from '../../src/games/labyrinthine-loop/rules.ts';
import { winningMoves } from '../../src/games/simple-maze/endgame.ts';
import { simpleMaze } from '../../src/games/simple-maze/index.ts';
import type { Move } from '../../src/games/simple-maze/rules.ts';
import { tournament } from '../../src/service/tournament.ts';
import { playedMoves } from '../helpers/logs.ts';

/** The rules of the loop game, counting the moves a search applies. */
function countingLoop() {
  const counter = { applies: 0 };
  const rules = { ...loop, apply: (s: loop.State, m: loop.Move) => (counter.applies++, loop.apply(s, m)) };
  return { counter, rules };
}

/** Moves applied by one mcts choice from the start of a game with these players and rounds. */
function appliesOfOneMove(players: number, rounds: number, budget: { iterations: number; maxCells: number }): number {
  const { counter, rules } = countingLoop();
  const bot = mctsBot(rules, { ...budget, stepNs: 1 }).make(new Rng('budget'));
  bot.choose(labyrinthineLoop.rules.start({ width: 4, height: 4, players, rounds }));
  return counter.applies;
}

/** Score of the first bot over both seat orders. */
function score(game: AnyGame, params: Record<string, number>, games: number, seed: string): number {
  const { pairings } = tournament(game, { bots: ['mcts', 'greedy'], params: game.rules.params({ maxSide: 300 }).parse(params), games, seed });
  return (pairings[0].score + (1 - pairings[1].score)) / 2;
}

describe('mcts budget', () => {
  it('does not grow with rounds or players: playouts stop after one board of moves', () => {
    const budget = { iterations: 50, maxCells: 16 };
    const small = appliesOfOneMove(2, 1, budget);
    const large = appliesOfOneMove(8, 10, budget);
    // Each iteration: a descent of one board of moves at most, the last of them an expansion, and a playout of one board at most.
    const bound = budget.iterations * 2 * budget.maxCells;
    expect(small).toBeLessThanOrEqual(bound);
    expect(large).toBeLessThanOrEqual(bound);
    // The whole 8-player, 10-round game has 80 boards of 16 dots: uncapped playouts would apply hundreds a iteration.
    expect(large).toBeLessThan(budget.iterations * 80);
  });

  it('bounds every move of a whole game of 8 players and 10 rounds, its tree kept between moves: one board of descent and one of playout an iteration', () => {
    const budget = { iterations: 30, maxCells: 9, stepNs: 1 };
    const { counter, rules } = countingLoop();
    const params = { width: 3, height: 3, players: 8, rounds: 10 };
    const players = Array.from({ length: 8 }, (_, i) => mctsPlayer(rules, budget, new Rng(`seat-${i}`)));
    const perMove: number[] = [];
    const counted = players.map((player): Bot<loop.State, loop.Move> => ({
      choose(s) {
        const before = counter.applies;
        const move = player.choose(s);
        perMove.push(counter.applies - before);
        return move;
      },
      observe: player.observe,
    }));
    playGame(labyrinthineLoop.rules, params, counted, false);
    expect(perMove).toHaveLength(8 * 10 * 9);
    expect(Math.max(...perMove)).toBeLessThanOrEqual(budget.iterations * 2 * budget.maxCells);
  });

  it('states its cost from the same budget', () => {
    const spec = mctsBot(loop, { iterations: 200, maxCells: 36, stepNs: 1000 });
    expect(spec.cost(16)).toBe((200 * 16 * 1000) / 2);
    expect(spec.cost(10_000)).toBe(spec.cost(36));
  });
});

describe('mcts tree kept between moves', () => {
  // 5×5: past simple-maze's solved endgame (20 untaken cells), so every choice searches.
  const budget = { iterations: 200, maxCells: 400, stepNs: 1 };
  const opening = simpleMaze.rules.start({ width: 5, height: 5 });
  simpleMaze.rules.apply(opening, { from: [0, 0], to: [1, 0] });

  /** The same seed's player after its choice and the reply `reply` picks from the legal ones, told both. */
  function after(reply: (replies: Move[]) => Move | undefined) {
    const player = mctsPlayer(simpleMaze.rules, budget, new Rng('kept'));
    const position = simpleMaze.rules.clone(opening);
    const mine = player.choose(position);
    simpleMaze.rules.apply(position, mine);
    player.observe(mine);
    const visitsAfterMine = player.keptVisits();
    const replies = simpleMaze.rules.legalMoves(position);
    const theirs = reply(replies);
    if (theirs) {
      simpleMaze.rules.apply(position, theirs);
      player.observe(theirs);
    }
    return { player, position, replies, visitsAfterMine };
  }

  /** The visits kept after each legal reply, in legalMoves order. */
  const keptByReply = () => after(() => undefined).replies.map((_, i) => after((moves) => moves[i]).player.keptVisits());

  it('follows its own move and each reply into the subtree that explored them: the replies share all but one of its visits', () => {
    const { visitsAfterMine } = after(() => undefined);
    expect(visitsAfterMine).toBeGreaterThan(1);
    const kept = keptByReply();
    // Each visit through the bot's move went on to one reply, but the one that expanded the move.
    expect(kept.reduce((a, b) => a + b, 0)).toBe(visitsAfterMine - 1);
    expect(kept.some((v) => v > 0)).toBe(true);
  });

  it('searches on from the kept tree after the reply it explored most, and keeps nothing when the next choice comes without the moves since', () => {
    const kept = keptByReply();
    const { player, position } = after((moves) => moves[kept.indexOf(Math.max(...kept))]);
    expect(player.keptVisits()).toBe(Math.max(...kept));
    const move = player.choose(position);
    expect(simpleMaze.rules.check(position, move)).toBeNull();
    // Not told its own move: nothing is kept.
    expect(player.keptVisits()).toBe(0);
  });

  it('is told the moves of a played game, and starts most choices from the tree it kept (line game)', () => {
    const player = mctsPlayer(bidirectionalLine.rules, { iterations: 80, maxCells: 400, stepNs: 1 }, new Rng('told'));
    const kept: number[] = [];
    const watched: Bot<line.State, line.Move> = { choose: (s) => (kept.push(player.keptVisits()), player.choose(s)), observe: player.observe };
    playGame(bidirectionalLine.rules, { width: 6, height: 6 }, [watched, bidirectionalLine.profile.bots.greedy.make(new Rng('greedy'))], false);
    expect(kept[0]).toBe(0);
    expect(kept.filter((v) => v > 0).length).toBeGreaterThan(kept.length / 2);
  });

  it('plays the same game for the same seed, its tree kept through the game (line game, guided playouts)', () => {
    const params = { width: 5, height: 5 };
    const play = (seed: string) => playedMoves(bidirectionalLine as AnyGame, playGame(bidirectionalLine.rules, params, seatBots(bidirectionalLine.profile, ['mcts', 'greedy'], new Rng(seed))));
    expect(play('same')).toEqual(play('same'));
    expect(play('same')).not.toEqual(play('other'));
  });
});

describe('mcts strength', () => {
  it('plays a forced win where the game names one (simple-maze with 20 cells or fewer untaken)', () => {
    const bot = simpleMaze.profile.bots.mcts.make(new Rng('win'));
    let won = 0;
    for (const [seed, moves] of [['a', 0], ['b', 1], ['c', 2], ['d', 3], ['e', 4], ['f', 5]] as const) {
      const s = simpleMaze.rules.start({ width: 5, height: 4 });
      const rng = new Rng(seed);
      for (let i = 0; i < moves; i++) simpleMaze.rules.apply(s, simpleMaze.rules.randomMove(s, rng));
      const wins = winningMoves(s) ?? [];
      if (wins.length === 0) continue;
      expect(wins).toContainEqual(bot.choose(s));
      won++;
    }
    expect(won).toBeGreaterThan(0);
  });

  it('beats greedy in a loop game of three rounds, its playouts stopping at each round with the standing there: 4×4, 10 games in each seat order', () => {
    expect(score(labyrinthineLoop as AnyGame, { width: 4, height: 4, rounds: 3 }, 10, 'rounds')).toBeGreaterThanOrEqual(0.6);
  });

  it('beats greedy in simple-maze: 6×6, 20 games in each seat order, a score of 0.6 or more', () => {
    expect(score(simpleMaze as AnyGame, { width: 6, height: 6 }, 20, 'strength')).toBeGreaterThanOrEqual(0.6);
  });

  it('beats greedy in the line game, whose first player wins most games, with greedy playouts: 6×6, 20 games in each seat order, 0.6 or more', () => {
    expect(score(bidirectionalLine as AnyGame, { width: 6, height: 6 }, 20, 'strength')).toBeGreaterThanOrEqual(0.6);
  });
});
