/**
 * npm run solved: every board each game's perfect bot solves, written to
 * src/games/solved.ts, which GET /games/{game} shows. test/solved.test.ts
 * fails when the committed tables differ from what the games work out.
 */
import { writeFileSync } from 'node:fs';
import { games } from '../src/games/index.ts';

export const solvedTables = () => Object.fromEntries([...games.values()].flatMap((game) => (game.profile.solveBoards ? [[game.id, game.profile.solveBoards()]] : [])));

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = new URL('../src/games/solved.ts', import.meta.url);
  writeFileSync(
    file,
    `/** Boards each game's perfect bot has solved: written by npm run solved (scripts/solved.ts), shown by GET /games/{game}. */\nimport type { SolvedBoard } from '../core/game.ts';\n\nexport const SOLVED: Record<string, SolvedBoard[]> = {\n${Object.entries(solvedTables())
      .map(([id, boards]) => `  '${id}': [\n${boards.map((b) => `    ${JSON.stringify(b)},`).join('\n')}\n  ],`)
      .join('\n')}\n};\n`,
  );
  console.log(`wrote ${file.pathname}`);
}
