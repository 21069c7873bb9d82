/**
 * npm run bench:cost: the cost model alone (bench/cost-model.ts), after every
 * game has been played once, as npm run bench prints it last.
 */
import { printCostModel, printDefaultBots } from './cost-model.ts';
import { playEveryGame } from './warm.ts';

playEveryGame();
if (process.env.COST_DEFAULT_ONLY) await printDefaultBots();
else await printCostModel();
