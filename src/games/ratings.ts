/** Each game's bots rated by a committed tournament run: written by npm run ratings (scripts/ratings.ts), shown by GET /games/{game}. */
export const RATINGS: Record<string, { command: string; ratings: Record<string, number>; balance: { games: number; firstPlayerWins: number; draws: number; meanMoves: number } }> = {
  "simple-maze": {
    "command": "mazeplay tournament simple-maze --bots random,greedy,maker,pockets,tufts,mcts,perfect --size 5 --games 20 --seed ratings",
    "ratings": {
      "random": 1186,
      "greedy": 1717,
      "maker": 1239,
      "pockets": 1203,
      "tufts": 1247,
      "mcts": 1960,
      "perfect": 1948
    },
    "balance": {
      "games": 840,
      "firstPlayerWins": 0.458,
      "draws": 0,
      "meanMoves": 24
    }
  },
  "labyrinth": {
    "command": "mazeplay tournament labyrinth --bots random,greedy,maker,comb,mcts --size 6 --games 20 --seed ratings",
    "ratings": {
      "random": 1498,
      "greedy": 1500,
      "maker": 1500,
      "comb": 1500,
      "mcts": 1502
    },
    "balance": {
      "games": 400,
      "firstPlayerWins": 0,
      "draws": 0.998,
      "meanMoves": 35
    }
  },
  "polygonal-sections": {
    "command": "mazeplay tournament polygonal-sections --bots random,greedy,maker,mcts --size 4 --games 20 --seed ratings",
    "ratings": {
      "random": 1191,
      "greedy": 1495,
      "maker": 1477,
      "mcts": 1836
    },
    "balance": {
      "games": 240,
      "firstPlayerWins": 0.492,
      "draws": 0.054,
      "meanMoves": 29.6
    }
  },
  "labyrinthine-loop": {
    "command": "mazeplay tournament labyrinthine-loop --bots random,greedy,maker,mcts --size 6 --games 20 --seed ratings",
    "ratings": {
      "random": 1311,
      "greedy": 1604,
      "maker": 1301,
      "mcts": 1783
    },
    "balance": {
      "games": 240,
      "firstPlayerWins": 0.467,
      "draws": 0.046,
      "meanMoves": 72
    }
  },
  "bidirectional-line": {
    "command": "mazeplay tournament bidirectional-line --bots random,greedy,maker,tangle,mcts,perfect --size 3 --games 10 --seed ratings",
    "ratings": {
      "random": 1166,
      "greedy": 1758,
      "maker": 1166,
      "tangle": 1203,
      "mcts": 1806,
      "perfect": 1900
    },
    "balance": {
      "games": 300,
      "firstPlayerWins": 0.52,
      "draws": 0.103,
      "meanMoves": 10.5
    }
  }
};
