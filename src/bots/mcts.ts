/**
 * Monte Carlo tree search over any game (UCT). Where the game can name the
 * moves that win by force (GameSearch.solve), it plays one. Each node's reward
 * is counted for the player who made the move leading to it.
 *
 * The budget is a number of iterations a move, never a number of
 * milliseconds: the service promises the same moves, and so byte-identical
 * mazes, for the same seed, and a wall-clock cap would make a move depend on
 * how busy the machine is. Each game sets its iterations from measurements
 * so that a move takes at most about 20 ms on the largest board the bot
 * plays; a slow machine is the concern of admission (whose estimate comes
 * from `stepNs`) and of the worker pool's deadline, not the bot's.
 *
 * The work of an iteration is bounded by the bot's largest board: the descent
 * through the tree stops after one board of moves, and so does the playout
 * (a board's units, or the game's `playoutMoves`), which also stops at the end
 * of the round it started in (games of rounds). A playout that stops before
 * the game ends is worth the game's standing for the player there (an even
 * share where a game has none, so a playout should mostly reach the end). So
 * a move's work never grows with rounds or players.
 *
 * The tree is kept between the bot's moves while the game tells the bot every
 * move played (Bot.observe): the subtree of the moves played since becomes
 * the next search's root, with its visits and rewards. A move the tree had not
 * explored, or a choice without the moves since, starts a fresh tree.
 */
import type { Bot, BotSpec, GameRules, Outcome, Player } from '../core/game.ts';
import type { Rng } from '../core/rng.ts';

interface Node<M> {
  move: M | null;
  mover: Player;
  visits: number;
  reward: number;
  children: Node<M>[];
  untried: M[] | null;
}

type SearchRules<S, M> = Pick<GameRules<never, S, M>, 'toMove' | 'apply' | 'clone' | 'outcome' | 'legalMoves' | 'randomMove' | 'search'>;

/** UCT's exploration constant where a game sets none: the textbook √2, for random playouts. */
const EXPLORATION = Math.SQRT2;

export interface MctsBudget<S, M> {
  iterations: number;
  /** Largest board in units; also the deepest descent, and the longest playout unless `playoutMoves` says otherwise. */
  maxCells: number;
  /** The longest playout, where a board takes more moves than it has units (polygonal-sections: a segment a vertex, then a fill a section). */
  playoutMoves?: number;
  /** Nanoseconds of one playout move (clone, legal moves and apply spread over it): measured, or fitted to whole measured games where these end long before a board of moves. */
  stepNs: number;
  /**
   * What a move's search costs besides its playouts' moves, in playout moves
   * (the tree's nodes, each position's legal moves): fitted with stepNs to
   * whole games measured at several sizes, so that the estimate admission
   * goes by is never under them. Without it, small and middling boards came
   * to two to ten times their estimate, and a difficulty level's 16 games of
   * them ran into the deadline.
   */
  fixedSteps?: number;
  /** The playout's move where random moves mislead (the line game's); randomMove where absent. A legal move. */
  playout?: (s: S, rng: Rng) => M;
  /** UCT's exploration constant: lower where guided playouts make a node's mean worth trusting sooner. */
  exploration?: number;
}

export function mctsBot<S, M>(game: SearchRules<S, M>, budget: MctsBudget<S, M>): BotSpec<S, M> {
  const { iterations, maxCells, stepNs, fixedSteps = 0, playout } = budget;
  return {
    description: `Monte Carlo tree search, ${iterations} ${playout ? 'guided' : 'random'} playouts a move, its tree kept between moves`,
    maxCells,
    // Playouts average half of the moves left, capped at one board.
    cost: (units) => iterations * stepNs * (Math.min(units, maxCells) / 2 + fixedSteps),
    make: (rng) => mctsPlayer(game, budget, rng),
  };
}

/** One seat's mcts, and how much of its tree it keeps for the position it will next choose from (0 without one). */
export type MctsPlayer<S, M> = Bot<S, M> & { observe(move: M): void; keptVisits(): number };

export function mctsPlayer<S, M>(game: SearchRules<S, M>, budget: MctsBudget<S, M>, rng: Rng): MctsPlayer<S, M> {
  // The tree's node for the game's position, and whether every move since the last choice was told.
  let here: Node<M> | null = null;
  let told = false;
  const solve = game.search?.solve;
  return {
    choose(s) {
      const root = told && here ? here : newNode<M>(null, 0);
      [here, told] = [root, false];
      // Where the game knows a forced win, searching for one is wasted.
      const wins = solve?.(s);
      return wins && wins.length > 0 ? rng.pick(wins) : search(game, s, root, budget, rng);
    },
    observe(move) {
      told = true;
      if (!here) return;
      // Moves compare by their notation: another bot's move is another object.
      const key = JSON.stringify(move);
      here = here.children.find((child) => JSON.stringify(child.move) === key) ?? null;
    },
    keptVisits: () => (told ? (here?.visits ?? 0) : 0),
  };
}

const newNode = <M>(move: M | null, mover: Player): Node<M> => ({ move, mover, visits: 0, reward: 0, children: [], untried: null });

function search<S, M>(game: SearchRules<S, M>, root: S, top: Node<M>, budget: MctsBudget<S, M>, rng: Rng): M {
  const { iterations, maxCells, playoutMoves = maxCells, playout = game.randomMove, exploration = EXPLORATION } = budget;
  const { round, standing } = game.search ?? {};
  for (let i = 0; i < iterations; i++) {
    const s = game.clone(root);
    const path = [top];
    let node = top;
    // Down the tree to a node with an untried move, which becomes a child; at most one board of moves.
    while (path.length <= maxCells) {
      const player = game.toMove(s);
      if (player === null) break;
      node.untried ??= game.legalMoves(s);
      if (node.untried.length > 0) {
        const move = node.untried.splice(rng.int(node.untried.length), 1)[0];
        game.apply(s, move);
        const child = newNode(move, player);
        node.children.push(child);
        path.push(child);
        break;
      }
      node = bestChild(node, exploration);
      game.apply(s, node.move as M);
      path.push(node);
    }
    const started = round?.(s);
    for (let step = 0; step < playoutMoves && game.toMove(s) !== null && round?.(s) === started; step++) game.apply(s, playout(s, rng));
    const result = game.outcome(s);
    for (const n of path) {
      n.visits++;
      n.reward += result ? reward(result, n.mover) : (standing?.(s, n.mover) ?? 0.5);
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
