/**
 * Monte Carlo tree search over any game (UCT with random playouts), with a
 * fixed iteration budget so that a seed always gives the same game; where the
 * game can name the moves that win by force (GameRules.solve), it plays one.
 * The tree is rebuilt for every move; each node's reward is counted for the
 * player who made the move leading to it. A playout stops at the end of the
 * round it started in (games of rounds) and after one board's worth of moves
 * (the bot's largest board); one that stops before the game ends is worth the
 * game's standing for the player there (an even share where a game has
 * none). So the work of a move is bounded by iterations × board limit and
 * never grows with rounds or players.
 */
import type { BotSpec, GameRules, Outcome, Player } from '../core/game.ts';
import type { Rng } from '../core/rng.ts';

interface Node<M> {
  move: M | null;
  mover: Player;
  visits: number;
  reward: number;
  children: Node<M>[];
  untried: M[] | null;
}

type SearchRules<S, M> = Pick<GameRules<never, S, M>, 'toMove' | 'apply' | 'clone' | 'outcome' | 'legalMoves' | 'randomMove' | 'solve' | 'round' | 'standing'>;

const EXPLORATION = Math.SQRT2;

export interface MctsBudget {
  iterations: number;
  /** Largest board in units; also the longest playout. */
  maxCells: number;
  /** Measured nanoseconds of one playout move (clone, legal moves and apply spread over it). */
  stepNs: number;
}

export function mctsBot<S, M>(game: SearchRules<S, M>, budget: MctsBudget): BotSpec<S, M> {
  const { iterations, maxCells, stepNs } = budget;
  return {
    description: `Monte Carlo tree search, ${iterations} random playouts a move`,
    maxCells,
    // Playouts average half of the moves left, capped at one board.
    cost: (units) => (iterations * Math.min(units, maxCells) * stepNs) / 2,
    make: (rng) => ({
      choose(s) {
        // Where the game knows a forced win, searching for one is wasted.
        const wins = game.solve?.(s);
        return wins && wins.length > 0 ? rng.pick(wins) : search(game, s, budget, rng);
      },
    }),
  };
}

function search<S, M>(game: SearchRules<S, M>, root: S, { iterations, maxCells }: MctsBudget, rng: Rng): M {
  const top: Node<M> = { move: null, mover: 0, visits: 0, reward: 0, children: [], untried: null };
  for (let i = 0; i < iterations; i++) {
    const s = game.clone(root);
    const path = [top];
    let node = top;
    for (;;) {
      const player = game.toMove(s);
      if (player === null) break;
      node.untried ??= game.legalMoves(s);
      if (node.untried.length > 0) {
        const move = node.untried.splice(rng.int(node.untried.length), 1)[0];
        game.apply(s, move);
        const child: Node<M> = { move, mover: player, visits: 0, reward: 0, children: [], untried: null };
        node.children.push(child);
        path.push(child);
        break;
      }
      node = bestChild(node, EXPLORATION);
      game.apply(s, node.move as M);
      path.push(node);
    }
    // A playout stops at the end of the round it starts in (games of rounds), and after one board of moves.
    const started = game.round?.(s);
    for (let step = 0; step < maxCells && game.toMove(s) !== null && game.round?.(s) === started; step++) game.apply(s, game.randomMove(s, rng));
    const result = game.outcome(s);
    for (const n of path) {
      n.visits++;
      n.reward += result ? reward(result, n.mover) : (game.standing?.(s, n.mover) ?? 0.5);
    }
  }
  return mostVisited(top).move as M;
}

/** 1 for a sole win, shared among tied winners; an even share when nobody wins. */
function reward(o: Outcome, player: Player): number {
  if (o.winners.length === 0) return 1 / Math.max(2, Object.keys(o.scores).length);
  return o.winners.includes(player) ? 1 / o.winners.length : 0;
}

function bestChild<M>(node: Node<M>, c: number): Node<M> {
  const logN = Math.log(node.visits);
  let best = node.children[0];
  let bestValue = -Infinity;
  for (const child of node.children) {
    const value = child.reward / child.visits + c * Math.sqrt(logN / child.visits);
    if (value > bestValue) {
      bestValue = value;
      best = child;
    }
  }
  return best;
}

function mostVisited<M>(node: Node<M>): Node<M> {
  return node.children.reduce((a, b) => (b.visits > a.visits ? b : a));
}
