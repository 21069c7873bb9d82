/** The server as it runs, in a child process, for the tests whose point is the server. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  proc: ChildProcess;
  url: URL;
  /** Every line the server printed so far, as parsed JSON. */
  lines: Record<string, unknown>[];
  /** Resolves with the first printed line that `match` accepts. */
  waitFor(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

const SOURCES = ['--import', 'tsx', 'src/server.ts'];

/**
 * The server in a child process on a loopback address (PORT 0: a free port),
 * once it says it listens; from the sources, as dist/ may be rebuilt while
 * tests run (test/http/server.test.ts builds it). The caller stops it by
 * process id.
 */
export async function startServerProcess(env: Record<string, string> = {}, entry = SOURCES): Promise<ServerProcess> {
  const proc = spawn(process.execPath, entry, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters: { match: (l: Record<string, unknown>) => boolean; resolve: (l: Record<string, unknown>) => void }[] = [];
  let rest = '';
  proc.stdout?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() as string;
    for (const part of parts) {
      const line = JSON.parse(part) as Record<string, unknown>;
      lines.push(line);
      for (const w of waiters.splice(0)) {
        if (w.match(line)) w.resolve(line);
        else waiters.push(w);
      }
    }
  });
  const waitFor = (match: (l: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const seen = lines.find(match);
      if (seen) resolve(seen);
      else waiters.push({ match, resolve });
    });
  const listening = await waitFor((l) => typeof l.msg === 'string' && l.msg.includes('listening on'));
  return { proc, url: new URL((listening.msg as string).split(' ').pop() as string), lines, waitFor };
}
