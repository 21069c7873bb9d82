/**
 * nginx in front of replicas, run from the shipped deploy/nginx.conf: the
 * lines that file marks `# local` (paths, ports, the replicas' addresses,
 * `user`) are the only ones changed, so the tested config is the one users get.
 * nginx runs as a plain user: as root, as nobody.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INSTALL } from './tools.ts';

export const SHIPPED = path.resolve('deploy/nginx.conf');
const NGINX = '/usr/sbin/nginx';

export interface Local {
  /** The folder of the pid, logs, temp files and cache. */
  dir: string;
  /** The loopback port nginx listens on. */
  port: number;
  /** The replicas' loopback ports, one a `server` line of the upstream. */
  replicas: number[];
}

/** Where each path directive marked `# local` goes, inside `dir`. */
const PATHS: Record<string, (dir: string, was: string) => string> = {
  pid: (dir) => path.join(dir, 'nginx.pid'),
  error_log: (dir) => path.join(dir, 'error.log'),
  access_log: (dir) => path.join(dir, 'access.log'),
  proxy_cache_path: (dir) => path.join(dir, 'cache'),
  client_body_temp_path: (dir, was) => path.join(dir, `temp-${path.basename(was)}`),
  proxy_temp_path: (dir, was) => path.join(dir, `temp-${path.basename(was)}`),
  fastcgi_temp_path: (dir, was) => path.join(dir, `temp-${path.basename(was)}`),
  uwsgi_temp_path: (dir, was) => path.join(dir, `temp-${path.basename(was)}`),
  scgi_temp_path: (dir, was) => path.join(dir, `temp-${path.basename(was)}`),
};

/**
 * The shipped config with its `# local` lines made local: each such line is
 * `directive first-argument rest; # local`, and only the first argument is
 * replaced (`user` is dropped). A marked line it does not know, or a count
 * of upstream addresses other than the replicas', is an error: the file changed.
 */
export function localConfig(shipped: string, local: Local): string {
  const addresses: string[] = [];
  const out = shipped.split('\n').flatMap((line) => {
    if (!/#\s*local\s*$/.test(line)) return [line];
    const m = /^(\s*)(\w+)\s+(\S+?)(;|\s[^#]*;)\s*#\s*local\s*$/.exec(line);
    if (!m) throw new Error(`deploy/nginx.conf: a line marked local is not "directive argument ...; # local": ${line}`);
    const [, indent, name, arg, rest] = m;
    const put = (value: string) => [`${indent}${name} ${value}${rest}    # local`];
    if (name === 'user') return [];
    if (name === 'listen') return put(`127.0.0.1:${local.port}`);
    if (name === 'server') {
      // The k-th address of the upstream is the k-th replica's, wherever it is listed again (as a backup).
      if (!addresses.includes(arg)) addresses.push(arg);
      const port = local.replicas[addresses.indexOf(arg)];
      if (port === undefined) throw new Error(`deploy/nginx.conf: more upstream addresses than the ${local.replicas.length} replicas started`);
      return put(`127.0.0.1:${port}`);
    }
    const where = PATHS[name];
    if (!where) throw new Error(`deploy/nginx.conf: no local value for ${name}`);
    return put(where(local.dir, arg));
  });
  if (addresses.length !== local.replicas.length) throw new Error(`deploy/nginx.conf: ${addresses.length} upstream addresses for ${local.replicas.length} replicas`);
  return out.join('\n');
}

/** The ids nginx runs under: as root, nobody's; else this process's own. */
function plainUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface RunningNginx {
  proc: ChildProcess;
  dir: string;
  url: string;
  /** Its access log's lines so far (the `mazeplay` format of deploy/nginx.conf). */
  accessLog(): string[];
  errorLog(): string;
  /** SIGTERM to its master process (which stops its workers), SIGKILL to its process group if it lingers. */
  stop(): Promise<void>;
}

/** Until something accepts a connection on the port, or the deadline. */
export async function waitForPort(port: number, ms: number, failed: () => string | undefined = () => undefined): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    const why = failed();
    if (why) throw new Error(why);
    if (Date.now() > until) throw new Error(`nothing listens on 127.0.0.1:${port} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** nginx on 127.0.0.1:port in front of the replicas' ports, from deploy/nginx.conf (or another text of it, to compare). */
export async function startNginx(port: number, replicas: number[], shipped = readFileSync(SHIPPED, 'utf8')): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX}: install Debian's nginx (${INSTALL}, as .ci/run does)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'mazeplay-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, localConfig(shipped, { dir, port, replicas }));
  const user = plainUser();
  if (user) for (const file of [dir, conf]) chownSync(file, user.uid, user.gid);
  const errorLog = path.join(dir, 'error.log');
  // -e: the log of its start, before it reads the config; daemon off: this process is the master.
  const proc = spawn(NGINX, ['-p', dir, '-e', errorLog, '-c', conf, '-g', 'daemon off;'], { ...user, detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const running: RunningNginx = {
    proc,
    dir,
    url: `http://127.0.0.1:${port}`,
    accessLog: () => read(path.join(dir, 'access.log')).split('\n').filter(Boolean),
    errorLog: () => read(errorLog),
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = once(proc, 'exit');
      proc.kill('SIGTERM');
      const timer = setTimeout(() => process.kill(-(proc.pid as number), 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
  await waitForPort(port, 10_000, () => (proc.exitCode !== null ? `nginx exited ${proc.exitCode}: ${running.errorLog()}` : undefined));
  return running;
}
