#!/usr/bin/env node
// The command line. In a clone with its dev dependencies it runs the TypeScript
// sources through tsx, so it never lags behind them; elsewhere (a production
// install, the Docker image) it runs the build in dist/.
let main;
try {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/cli.ts'));
} catch (e) {
  if (e.code !== 'ERR_MODULE_NOT_FOUND') throw e;
  ({ main } = await import('../dist/cli.js'));
}
// A reader that stops early (mazeplay generate … | head) closes the pipe: that is its choice, not a failure to report.
process.stdout.on('error', (e) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(process.exitCode ?? 0);
});
process.exitCode = await main(process.argv.slice(2));
