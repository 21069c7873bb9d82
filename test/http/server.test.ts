/**
 * The server as it runs: src/server.ts in a child process on a loopback
 * address, spoken to over real sockets. Binding, Node's own parser errors,
 * the body's clock, deadlines, a departing client, the access log and a
 * graceful stop on SIGTERM.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

async function start(env: Record<string, string> = {}, entry?: string[]): Promise<ServerProcess> {
  const child = await startServerProcess(env, entry);
  children.push(child.proc);
  return child;
}

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
async function raw(url: URL, request: string): Promise<string> {
  const socket = connect(Number(url.port), url.hostname);
  socket.write(request);
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  await once(socket, 'close');
  return Buffer.concat(chunks).toString();
}

const statusOf = (answer: string) => Number(answer.split(' ')[1]);
const problemOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('the server process', () => {
  it('binds HOST only, and logs a JSON line a request', async () => {
    const child = await start({ HOST: '127.0.0.2' });
    expect(child.url.hostname).toBe('127.0.0.2');
    const res = await fetch(new URL('/mazes/simple-maze.svg?size=5&seed=log', child.url));
    expect(res.status).toBe(200);
    const line = await child.waitFor((l) => l.path === '/mazes/simple-maze.svg');
    expect(line).toMatchObject({ method: 'GET', status: 200, bytes: Number(res.headers.get('content-length')), cache: false });
    expect(typeof line.ms).toBe('number');
    // An error's bytes too (they were null).
    const refused = await fetch(new URL('/mazes/simple-maze.svg?size=1', child.url));
    const problem = await refused.arrayBuffer();
    expect(await child.waitFor((l) => l.status === 400)).toMatchObject({ path: '/mazes/simple-maze.svg', bytes: problem.byteLength });
    const elsewhere = connect(Number(child.url.port), '127.0.0.1');
    const [error] = (await once(elsewhere, 'error')) as NodeJS.ErrnoException[];
    expect(error.code).toBe('ECONNREFUSED');
  });

  it("answers Node's own parser errors as problem+json", async () => {
    const child = await start();
    const huge = await raw(child.url, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(statusOf(huge)).toBe(431);
    expect(huge).toMatch(/content-type: application\/problem\+json/);
    expect(problemOf(huge)).toMatchObject({ status: 431, title: 'Request header fields too large' });
    const garbage = await raw(child.url, 'NOT HTTP AT ALL\r\n\r\n');
    expect(statusOf(garbage)).toBe(400);
    // Titled as the routes title theirs; the status line is Node's.
    expect(problemOf(garbage)).toMatchObject({ status: 400, title: 'Bad request' });
    expect(garbage).toMatch(/^HTTP\/1.1 400 Bad Request\r\n/);
    // Well-formed HTTP that names no URL one can make: a bad Host, a backslash in the path, no Host at all in HTTP/1.1.
    for (const request of ['GET /healthz HTTP/1.1\r\nHost: x:99999\r\nConnection: close\r\n\r\n', 'GET /games\\x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n']) {
      const answer = await raw(child.url, request);
      expect(statusOf(answer)).toBe(400);
      expect(answer).toMatch(/content-type: application\/problem\+json/);
      expect(problemOf(answer).detail).toMatch(/^the request is not well-formed: /);
    }
  });

  it('answers an unmet Expect (417) and CONNECT (405) as problem+json, where Node would send an empty body or nothing', async () => {
    const child = await start();
    const expecting = await raw(child.url, 'POST /games/simple-maze/verify HTTP/1.1\r\nHost: x\r\nExpect: a-miracle\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}');
    expect(statusOf(expecting)).toBe(417);
    expect(expecting).toMatch(/content-type: application\/problem\+json/);
    expect(problemOf(expecting)).toMatchObject({ status: 417, title: 'Expectation failed', detail: expect.stringMatching(/no expectation but 100-continue; this request expects "a-miracle"/) });
    const tunnel = await raw(child.url, 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n');
    expect(statusOf(tunnel)).toBe(405);
    expect(tunnel).toMatch(/allow: GET, HEAD, POST\r\n/);
    expect(problemOf(tunnel)).toMatchObject({ status: 405, detail: expect.stringMatching(/not a proxy/) });
    // 100-continue is met as usual.
    const continuing = await raw(child.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n');
    expect(continuing).toMatch(/^HTTP\/1.1 100 Continue\r\n\r\nHTTP\/1.1 200 OK\r\n/);
  });

  it('reads a posted log sent with its length or in chunks alike, and hands it to a worker whole', async () => {
    const child = await start();
    const doc = (await (await fetch(new URL('/mazes/labyrinth.json?size=30&seed=posted&log=moves', child.url))).json()) as { log: object };
    const body = JSON.stringify(doc.log);
    const head = 'POST /games/labyrinth/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n';
    // Pieces of uneven sizes, one chunk each, as a client streaming the log would send them.
    expect(body.length).toBeGreaterThan(20_000);
    const pieces = [body.slice(0, 1000), body.slice(1000, 20_000), body.slice(20_000)];
    const chunked = pieces.map((p) => `${Buffer.byteLength(p).toString(16)}\r\n${p}\r\n`).join('');
    const answers = await Promise.all([
      raw(child.url, `${head}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`),
      raw(child.url, `${head}Transfer-Encoding: chunked\r\n\r\n${chunked}0\r\n\r\n`),
    ]);
    for (const answer of answers) {
      expect(statusOf(answer)).toBe(200);
      expect(problemOf(answer)).toMatchObject({ legal: true, finished: true, moves: 899, violation: null });
    }
  });

  it.each([
    [{ BODY_IDLE_MS: '200' }, /sent nothing for 200 ms/],
    // A body clock shorter than the headers' usual 10 s: the server starts all the same.
    [{ BODY_TIMEOUT_MS: '300' }, /took more than 300 ms/],
  ])('gives a slow body 408 on its own clock: %o', async (env, detail) => {
    const child = await start(env);
    const answer = await raw(
      child.url,
      'POST /games/simple-maze/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nConnection: close\r\n\r\n{',
    );
    expect(statusOf(answer)).toBe(408);
    expect(problemOf(answer).detail).toMatch(detail);
  });

  it('stops a job past its deadline with 503 while other requests are answered', async () => {
    const child = await start({ JOB_DEADLINE_MS: '300' });
    // About a second of work between random bots, well past the deadline.
    const slow = fetch(new URL('/mazes/labyrinth.svg?size=1000&bots=random&seed=late', child.url));
    const health = await fetch(new URL('/healthz', child.url));
    expect(await health.json()).toEqual({ status: 'ok' });
    const res = await slow;
    expect(res.status).toBe(503);
    expect((await res.json()).detail).toMatch(/deadline of 300 ms/);
  });

  it('cancels the job of a client that goes away', async () => {
    const child = await start();
    const socket = connect(Number(child.url.port), child.url.hostname);
    // Expect: 100-continue makes the server say when it holds the request; then the client hangs up.
    socket.write('GET /mazes/simple-maze.svg?size=1000&seed=leaves HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\n');
    const [reply] = (await once(socket, 'data')) as Buffer[];
    expect(reply.toString()).toMatch(/^HTTP\/1.1 100 Continue/);
    socket.destroy();
    const line = await child.waitFor((l) => l.path === '/mazes/simple-maze.svg');
    expect(line.status).toBe(499);
  });

  it('logs a client that goes away in the middle of its body as 499, not as a failure of its own', async () => {
    const child = await start();
    const socket = connect(Number(child.url.port), child.url.hostname);
    socket.write('POST /games/simple-maze/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"width":3,');
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    const line = await child.waitFor((l) => l.path === '/games/simple-maze/verify');
    expect(line.status).toBe(499);
  });

  it('on SIGTERM, stops accepting, finishes the request in flight, then exits 0', async () => {
    const child = await start();
    const body = '{"width":2,"height":2,"moves":[]}';
    const socket = connect(Number(child.url.port), child.url.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    // Expect: 100-continue makes the server say when it holds the request; the body follows the signal.
    socket.write(`POST /games/simple-maze/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`);
    await once(socket, 'data');
    expect(Buffer.concat(chunks).toString()).toMatch(/^HTTP\/1.1 100 Continue/);
    chunks.length = 0;
    child.proc.kill('SIGTERM');
    await child.waitFor((l) => typeof l.msg === 'string' && l.msg.startsWith('SIGTERM'));
    const refused = connect(Number(child.url.port), child.url.hostname);
    const [error] = (await once(refused, 'error')) as NodeJS.ErrnoException[];
    expect(error.code).toBe('ECONNREFUSED');
    // write, not end: Node takes a half-closed connection for a client that has gone.
    socket.write(body);
    const [code] = await once(child.proc, 'exit');
    expect(code).toBe(0);
    const answer = Buffer.concat(chunks).toString();
    expect(statusOf(answer)).toBe(200);
    expect(problemOf(answer)).toMatchObject({ legal: true, finished: false, toMove: 1 });
    // In flight at the signal, it tells the client not to send another request on its connection.
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });
});

describe('the built server (npm start)', () => {
  it('runs from dist/ with compiled workers and answers mazes', async () => {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json']);
    const child = await start({}, ['dist/server.js']);
    const res = await fetch(new URL('/mazes/labyrinth.json?size=6&seed=built', child.url));
    expect(res.status).toBe(200);
    expect((await res.json()).mazes[0].style).toBe('walls');
    child.proc.kill('SIGTERM');
    const [code] = await once(child.proc, 'exit');
    expect(code).toBe(0);
  });
});
