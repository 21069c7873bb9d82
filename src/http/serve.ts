/**
 * The HTTP server around the app: binds HOST:PORT, answers Node's own parser
 * errors (400, 408, 431), requests no URL can be made of and HTTP/1.1
 * requests without a Host (400), an Expect other than 100-continue (417) and
 * CONNECT (405) as problem+json, and stops gracefully: no new
 * connections, in-flight requests finish within a grace period, then the
 * workers stop.
 */
import type { AddressInfo, Socket } from 'node:net';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { getRequestListener, RequestError as AdapterRequestError } from '@hono/node-server';
import { createApp } from '../app.ts';
import { ROUTE_METHODS } from './mount.ts';
import { problemJson } from './problem.ts';
import type { Limits } from '../service/limits.ts';
import { JobPool } from '../service/pool.ts';

export interface ServerOptions {
  host: string;
  port: number;
  limits: Limits;
  /** How long in-flight requests may take to finish once a stop is asked for. */
  graceMs: number;
  log?: (line: string) => void;
}

export interface RunningServer {
  /** http://host:port, with the port actually bound. */
  url: string;
  server: Server;
  stop(): Promise<void>;
}

const PARSER_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'the request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'the request took too long to arrive'],
  ERR_HTTP_HEADERS_TIMEOUT: [408, 'the request headers took too long to arrive'],
};

/** The status lines' reason phrases of the answers made before any route sees a request, as Node words them (their bodies are titled as the routes' are: problemJson). */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};

/** One of those answers written straight to a socket that no response object holds, which is then closed. */
function endWithProblem(socket: Socket, status: number, detail: string, headers = ''): void {
  const body = problemJson(status, detail);
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n${headers}content-type: application/problem+json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** One of those answers through a response of Node's own, which closes the connection after it. */
function answerWithProblem(res: ServerResponse, status: number, detail: string): void {
  const body = problemJson(status, detail);
  res.writeHead(status, { 'content-type': 'application/problem+json', 'content-length': Buffer.byteLength(body), connection: 'close' }).end(body);
}

/** Node answers malformed requests before any route sees them; these answers are problem+json too. */
function onClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, detail] = PARSER_ERRORS[err.code ?? ''] ?? [400, 'the request is not well-formed HTTP'];
  endWithProblem(socket, status, detail);
}

/** CONNECT asks for a tunnel, which Node hands over as a bare socket (and closes without a word when no one takes it). */
function onConnect(_req: IncomingMessage, socket: Socket): void {
  const allow = ROUTE_METHODS.join(', ');
  endWithProblem(socket, 405, `CONNECT is not allowed: this server is not a proxy; its routes take ${allow}`, `allow: ${allow}\r\n`);
}

/** An Expect header other than 100-continue, which Node would answer 417 with an empty body. */
function onUnmetExpectation(req: IncomingMessage, res: ServerResponse): void {
  answerWithProblem(res, 417, `the server meets no expectation but 100-continue; this request expects ${JSON.stringify(String(req.headers.expect).slice(0, 40))}`);
}

/**
 * A request Node parsed but the adapter cannot make a Request of (a malformed
 * Host, a backslash in the path, a scheme other than http): 400 as
 * problem+json, as Node's own parser errors are.
 */
function onAdapterError(err: unknown): Response {
  const status = err instanceof AdapterRequestError ? 400 : 500;
  const detail = status === 400 ? `the request is not well-formed: ${(err as Error).message.toLowerCase()}` : 'the server failed to read the request';
  return new Response(problemJson(status, detail), { status, headers: { 'content-type': 'application/problem+json' } });
}

/**
 * HTTP/1.1 requires a Host (RFC 9112), and Node answers a request without one
 * with a bare 400 of its own: the check is made here instead, so that the
 * answer is problem+json like every other.
 */
function requiringHost(listener: RequestListener): RequestListener {
  return (req, res) => {
    if (req.httpVersion !== '1.1' || req.headers.host !== undefined) return listener(req, res);
    answerWithProblem(res, 400, 'the request is not well-formed: an HTTP/1.1 request needs a Host header');
  };
}

/**
 * Answers sent once a stop has begun say `Connection: close`, those in flight
 * then included: a keep-alive client would otherwise send its next request on
 * a connection the stop closes as soon as it is idle, and meet a reset.
 */
function closingOnStop(listener: RequestListener): { listener: RequestListener; stopping(): void } {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  return {
    listener: (req, res) => {
      if (stopping) res.setHeader('connection', 'close');
      else {
        inFlight.add(res);
        res.once('close', () => inFlight.delete(res));
      }
      listener(req, res);
    },
    stopping() {
      stopping = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
    },
  };
}

export function startServer(options: ServerOptions): Promise<RunningServer> {
  const { limits } = options;
  const pool = new JobPool(limits);
  const app = createApp({ limits, pool, log: options.log, processMetrics: true });
  const listener = getRequestListener(app.fetch, { hostname: options.host, errorHandler: onAdapterError });
  // Node's own clock for a whole request is a backstop behind the body's clocks (408 from the route).
  const closing = closingOnStop(requiringHost(listener));
  // Node checks those clocks every connectionsCheckingInterval (30 s by default): headers dribbled in got their 408 at 24 s, not 10.
  // The headers' clock may not run past the request's (Node refuses to start): a BODY_TIMEOUT_MS under 5 s shortens both.
  const requestTimeout = limits.bodyTotalMs + 5_000;
  const server = createServer(
    { requestTimeout, headersTimeout: Math.min(10_000, requestTimeout), connectionsCheckingInterval: 1_000, requireHostHeader: false },
    closing.listener,
  );
  server.on('clientError', onClientError);
  server.on('connect', onConnect);
  server.on('checkExpectation', onUnmetExpectation);
  return new Promise((resolve) => {
    server.listen(options.port, options.host, () => {
      const info = server.address() as AddressInfo;
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      resolve({
        url: `http://${host}:${info.port}`,
        server,
        stop: () => {
          closing.stopping();
          return stop(server, pool, options.graceMs);
        },
      });
    });
  });
}

async function stop(server: Server, pool: JobPool, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections go as soon as they are idle; busy ones when their answer is sent.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, graceMs);
  });
  await Promise.race([closed, late]);
  clearInterval(sweep);
  clearTimeout(timer);
  await pool.close();
}
