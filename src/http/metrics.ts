/**
 * GET /metrics, in the Prometheus text format (prom-client): requests by
 * route and status, their latency and bytes, the response cache, the queue
 * and the threads, admission's refusals by reason, deadline stops, and each
 * job's measured milliseconds beside its estimate by game, bot and format,
 * which is what the cost model is calibrated by. Each app has a registry of
 * its own; the route answers from memory, never through the cache or the pool.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Job } from '../service/job.ts';
import type { JobPool, PoolObserver } from '../service/pool.ts';
import type { ResponseCache } from './response-cache.ts';

export type Refusal = 'cost' | 'queue' | 'rate';

/** Seconds: from a cached small maze (under a millisecond) to a job at its deadline. */
const LATENCY = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Measured ÷ estimated: the cost model is within 2× where most jobs fall between 0.5 and 2. */
const RATIO = [0.125, 0.25, 0.5, 0.75, 1, 1.5, 2, 4, 8];

export class Metrics implements PoolObserver {
  readonly registry = new Registry();
  private readonly requests = new Counter({ name: 'mazeplay_http_requests_total', help: 'HTTP requests answered, by route, method and status', labelNames: ['route', 'method', 'status'], registers: [this.registry] });
  private readonly latency = new Histogram({ name: 'mazeplay_http_request_duration_seconds', help: 'Time from a request to its answer’s headers, by route', labelNames: ['route'], buckets: LATENCY, registers: [this.registry] });
  private readonly sent = new Counter({ name: 'mazeplay_http_response_bytes_total', help: 'Bytes of answer bodies as sent (compressed where they were), by route', labelNames: ['route'], registers: [this.registry] });
  private readonly lookups = new Counter({ name: 'mazeplay_cache_lookups_total', help: 'Seeded answers looked up in the response cache, by result (hit, miss)', labelNames: ['result'], registers: [this.registry] });
  private readonly refusals = new Counter({ name: 'mazeplay_admission_refusals_total', help: 'Requests refused before any work, by reason: cost (400 over MAX_COST_MS), queue (503, the queue full), rate (429, the client’s share used)', labelNames: ['reason'], registers: [this.registry] });
  private readonly stops = new Counter({ name: 'mazeplay_deadline_stops_total', help: 'Jobs stopped at their deadline (503)', registers: [this.registry] });
  private readonly ratio = new Histogram({ name: 'mazeplay_job_measured_to_estimated_ratio', help: 'A job’s measured milliseconds in its thread ÷ admission’s estimate, by game, bot and format', labelNames: ['game', 'bot', 'format'], buckets: RATIO, registers: [this.registry] });
  private readonly measured = new Counter({ name: 'mazeplay_job_measured_ms_total', help: 'Milliseconds jobs took in their threads, by game, bot and format', labelNames: ['game', 'bot', 'format'], registers: [this.registry] });
  private readonly estimated = new Counter({ name: 'mazeplay_job_estimated_ms_total', help: 'Milliseconds admission estimated for the same jobs, by game, bot and format', labelNames: ['game', 'bot', 'format'], registers: [this.registry] });

  /** `routeOf`: a router's path as the API document names it; `process`: the process's own metrics too (memory, event loop, GC: one set a process). */
  constructor(pool: JobPool, cache: ResponseCache, private readonly routeOf: (honoPath: string) => string, process: boolean) {
    if (process) collectDefaultMetrics({ register: this.registry, prefix: 'mazeplay_' });
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({ name, help, registers: [this.registry], collect() { this.set(read()); } });
    gauge('mazeplay_cache_bytes', 'Bytes the response cache holds', () => cache.bytes);
    gauge('mazeplay_cache_entries', 'Answers the response cache holds', () => cache.entries);
    gauge('mazeplay_workers', 'Worker threads', () => pool.lanes.workers);
    gauge('mazeplay_workers_busy', 'Worker threads at work', () => pool.lanes.busy);
    const byLane = (name: string, help: string, read: (lane: { jobs: number; ms: number }) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['lane'],
        registers: [this.registry],
        collect() {
          for (const lane of ['cheap', 'costly'] as const) this.set({ lane }, read(pool.lanes[lane]));
        },
      });
    byLane('mazeplay_queue_jobs', 'Jobs waiting, by lane (cheap jobs have a lane of their own)', (lane) => lane.jobs);
    byLane('mazeplay_queue_estimated_ms', 'Estimated milliseconds of the jobs waiting, by lane', (lane) => lane.ms);
    pool.observe(this);
  }

  /** Counts every answer, by the route that made it as the API document names it. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const begun = performance.now();
      await next();
      // A request no route took was last matched by the middleware of every path.
      const path = routePath(c);
      const route = path === '/*' || path === '' ? 'unmatched' : this.routeOf(path);
      this.requests.inc({ route, method: c.req.method, status: String(c.res.status) });
      this.latency.observe({ route }, (performance.now() - begun) / 1000);
      const length = Number(c.res.headers.get('content-length'));
      if (length > 0) this.sent.inc({ route }, length);
    };
  }

  cacheLookup(hit: boolean): void {
    this.lookups.inc({ result: hit ? 'hit' : 'miss' });
  }

  refused(reason: Refusal): void {
    this.refusals.inc({ reason });
  }

  stopped(): void {
    this.stops.inc();
  }

  ran(job: Job, estimatedMs: number, measuredMs: number): void {
    const labels = { game: job.game, bot: botLabel(job), format: job.output };
    this.ratio.observe(labels, measuredMs / Math.max(estimatedMs, 0.001));
    this.measured.inc(labels, measuredMs);
    this.estimated.inc(labels, estimatedMs);
  }

  async answer(c: Context): Promise<Response> {
    return c.body(await this.registry.metrics(), 200, { 'content-type': this.registry.contentType, 'cache-control': 'no-store' });
  }
}

/** The bots of a bot game, each once in seat order ("maker", "greedy+random"); a posted log's or book's jobs by their source. */
function botLabel({ source }: Job): string {
  return source.kind === 'bots' ? [...new Set(source.bots)].join('+') : source.kind;
}
