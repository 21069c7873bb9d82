/** What mazes each game's bots make: medians over 100 seeded 20×20 games, the bot in every seat, written by npm run bench:quality (bench/maze-medians.ts), shown by GET /games/{game}. */
import type { MazeMedians } from '../core/maze-stats.ts';

export const QUALITY = { side: 20, seeds: 100 };

export const MAZE_MEDIANS: Record<string, Record<string, MazeMedians>> = {
  "simple-maze": {
    "random": {
      "deadEnds": 11,
      "junctions": 11,
      "longestCorridor": 22,
      "solution": 2.17,
      "decisionPoints": 15,
      "deceptiveBranches": 9,
      "difficulty": 0.76
    },
    "greedy": {
      "deadEnds": 11,
      "junctions": 11,
      "longestCorridor": 22,
      "solution": 2.13,
      "decisionPoints": 15,
      "deceptiveBranches": 10,
      "difficulty": 0.75
    },
    "maker": {
      "deadEnds": 10,
      "junctions": 10,
      "longestCorridor": 37,
      "solution": 3.92,
      "decisionPoints": 12,
      "deceptiveBranches": 5,
      "difficulty": 0.81
    },
    "pockets": {
      "deadEnds": 23,
      "junctions": 22,
      "longestCorridor": 10,
      "solution": 2.38,
      "decisionPoints": 33,
      "deceptiveBranches": 6,
      "difficulty": 0.68
    },
    "tufts": {
      "deadEnds": 23,
      "junctions": 20,
      "longestCorridor": 6,
      "solution": 3.08,
      "decisionPoints": 79,
      "deceptiveBranches": 45,
      "difficulty": 0.42
    }
  },
  "labyrinth": {
    "random": {
      "deadEnds": 30,
      "junctions": 26,
      "longestCorridor": 7,
      "solution": 1.43,
      "decisionPoints": 29,
      "deceptiveBranches": 11,
      "difficulty": 0.47
    },
    "greedy": {
      "deadEnds": 10,
      "junctions": 10,
      "longestCorridor": 21,
      "solution": 2.08,
      "decisionPoints": 15,
      "deceptiveBranches": 11,
      "difficulty": 0.75
    },
    "maker": {
      "deadEnds": 9,
      "junctions": 9,
      "longestCorridor": 37,
      "solution": 4.63,
      "decisionPoints": 15,
      "deceptiveBranches": 5,
      "difficulty": 0.82
    },
    "comb": {
      "deadEnds": 35,
      "junctions": 27,
      "longestCorridor": 5,
      "solution": 1.77,
      "decisionPoints": 58,
      "deceptiveBranches": 29,
      "difficulty": 0.29
    }
  },
  "polygonal-sections": {
    "random": {
      "deadEnds": 32,
      "junctions": 24,
      "longestCorridor": 9,
      "solution": 1.63,
      "decisionPoints": 35,
      "deceptiveBranches": 16,
      "difficulty": 0.66
    },
    "greedy": {
      "deadEnds": 33,
      "junctions": 32,
      "longestCorridor": 5,
      "solution": 1.23,
      "decisionPoints": 31,
      "deceptiveBranches": 10,
      "difficulty": 0.43
    },
    "maker": {
      "deadEnds": 16,
      "junctions": 15,
      "longestCorridor": 17,
      "solution": 1.82,
      "decisionPoints": 20,
      "deceptiveBranches": 9,
      "difficulty": 1.12
    }
  },
  "labyrinthine-loop": {
    "random": {
      "deadEnds": 35,
      "junctions": 27,
      "longestCorridor": 7,
      "solution": 0.82,
      "decisionPoints": 19,
      "deceptiveBranches": 10,
      "difficulty": 0.42
    },
    "greedy": {
      "deadEnds": 39,
      "junctions": 27,
      "longestCorridor": 7,
      "solution": 0.85,
      "decisionPoints": 22,
      "deceptiveBranches": 8,
      "difficulty": 0.39
    },
    "maker": {
      "deadEnds": 8,
      "junctions": 9,
      "longestCorridor": 53,
      "solution": 2.42,
      "decisionPoints": 11,
      "deceptiveBranches": 4,
      "difficulty": 0.89
    }
  },
  "bidirectional-line": {
    "random": {
      "deadEnds": 0,
      "junctions": 21,
      "longestCorridor": 14,
      "solution": 0.6,
      "decisionPoints": 5,
      "deceptiveBranches": 1,
      "difficulty": 0.11
    },
    "greedy": {
      "deadEnds": 0,
      "junctions": 21,
      "longestCorridor": 15,
      "solution": 0.63,
      "decisionPoints": 6,
      "deceptiveBranches": 1,
      "difficulty": 0.15
    },
    "maker": {
      "deadEnds": 0,
      "junctions": 13,
      "longestCorridor": 40,
      "solution": 1.23,
      "decisionPoints": 8,
      "deceptiveBranches": 4,
      "difficulty": 0.56
    },
    "tangle": {
      "deadEnds": 0,
      "junctions": 10,
      "longestCorridor": 69,
      "solution": 0.55,
      "decisionPoints": 9,
      "deceptiveBranches": 4,
      "difficulty": 0.93
    }
  }
};
