/** Each game's bots rated by a committed tournament run: written by npm run ratings (scripts/ratings.ts), shown by GET /games/{game}. */
export const RATINGS: Record<string, { command: string; ratings: Record<string, number>; balance: { games: number; firstPlayerWins: number; draws: number; meanMoves: number } }> = {
  "simple-maze": {
    "command": "mazeplay tournament simple-maze --bots random,greedy,maker,pockets,mcts,perfect --size 5 --games 20 --seed ratings",
    "ratings": {
      "random": 1137,
      "greedy": 1665,
      "maker": 1227,
      "pockets": 1180,
      "mcts": 1914,
      "perfect": 1877
    },
    "balance": {
      "games": 600,
      "firstPlayerWins": 0.433,
      "draws": 0,
      "meanMoves": 24
    }
  },
  "labyrinth": {
    "command": "mazeplay tournament labyrinth --bots random,greedy,maker,comb,mcts --size 6 --games 20 --seed ratings",
    "ratings": {
      "random": 1497,
      "greedy": 1500,
      "maker": 1500,
      "comb": 1500,
      "mcts": 1503
    },
    "balance": {
      "games": 400,
      "firstPlayerWins": 0,
      "draws": 0.995,
      "meanMoves": 35
    }
  },
  "polygonal-sections": {
    "command": "mazeplay tournament polygonal-sections --bots random,greedy,maker,mcts --size 4 --games 20 --seed ratings",
    "ratings": {
      "random": 1261,
      "greedy": 1542,
      "maker": 1557,
      "mcts": 1641
    },
    "balance": {
      "games": 240,
      "firstPlayerWins": 0.475,
      "draws": 0.075,
      "meanMoves": 29.4
    }
  },
  "labyrinthine-loop": {
    "command": "mazeplay tournament labyrinthine-loop --bots random,greedy,maker,mcts --size 6 --games 20 --seed ratings",
    "ratings": {
      "random": 1335,
      "greedy": 1563,
      "maker": 1332,
      "mcts": 1770
    },
    "balance": {
      "games": 240,
      "firstPlayerWins": 0.492,
      "draws": 0.054,
      "meanMoves": 72
    }
  },
  "bidirectional-line": {
    "command": "mazeplay tournament bidirectional-line --bots random,greedy,maker,tangle,mcts,perfect --size 3 --games 10 --seed ratings",
    "ratings": {
      "random": 1174,
      "greedy": 1752,
      "maker": 1164,
      "tangle": 1247,
      "mcts": 1783,
      "perfect": 1880
    },
    "balance": {
      "games": 300,
      "firstPlayerWins": 0.52,
      "draws": 0.107,
      "meanMoves": 10.4
    }
  }
};
