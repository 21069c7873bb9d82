// The worker thread when the server runs from its TypeScript sources (tsx,
// vitest): tsx is registered in the thread before the worker is imported. The
// built server loads dist/service/worker.js instead and never reads this file.
import { register } from 'tsx/esm/api';

register();
export default (await import('./worker.ts')).default;
