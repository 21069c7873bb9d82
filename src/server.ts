/**
 * Node entry: serve the app on HOST:PORT (default 127.0.0.1:8787), one JSON
 * access-log line a request on standard output. SIGTERM or SIGINT: stop
 * accepting, let in-flight requests finish (SHUTDOWN_GRACE_MS), then exit.
 */
import { games } from './games/index.ts';
import { startServer } from './http/serve.ts';
import { limitsFromEnv } from './service/limits.ts';

const env = process.env;
const log = (line: string) => process.stdout.write(`${line}\n`);
const running = await startServer({
  host: env.HOST || '127.0.0.1',
  port: Number(env.PORT || 8787),
  limits: limitsFromEnv(games.values()),
  graceMs: Number(env.SHUTDOWN_GRACE_MS || 10_000),
  log,
});
log(JSON.stringify({ time: new Date().toISOString(), msg: `mazeplay listening on ${running.url}` }));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // stop() closes the listening socket before it returns, so the line below is true when printed.
    const stopped = running.stop();
    log(JSON.stringify({ time: new Date().toISOString(), msg: `${signal}: no longer accepting; finishing in-flight requests, then stopping` }));
    stopped.then(() => process.exit(0));
  });
}
