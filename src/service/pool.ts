/**
 * The worker pool (piscina) and the queue in front of it. Jobs run in worker
 * threads, each under a deadline; the main thread only queues them. Cheap jobs
 * have a lane of their own: expensive ones may hold all threads but one, so a
 * 10×10 maze never waits behind two 1000² games. The queue is bounded by its
 * estimated wait, not by a count: past `maxQueueMs` the answer is 503 with a
 * Retry-After computed from the work ahead. A job whose client goes away
 * leaves the queue, or has its thread stopped.
 */
import { Piscina } from 'piscina';
import type { Job, JobError, JobResult, WorkerTask } from './job.ts';
import type { Limits } from './limits.ts';
import { clientGone, RequestError } from './request-error.ts';

/** Jobs estimated at this or less take the cheap lane. */
export const CHEAP_MS = 25;

/**
 * Cheap jobs a thread is handed at once, at most (and at most CHEAP_MS of
 * them in all): a round trip to a thread, a message each way and waking it,
 * cost as much as a small maze, and with one job a trip the threads sat idle
 * most of the time under load.
 */
const BATCH = 8;

export type PoolOptions = Pick<Limits, 'workers' | 'deadlineMs' | 'maxQueueMs'> & {
  /** The URL of a module whose `games` export is the registry the threads play (a test's extra game); by default src/games. */
  registry?: string;
  /** Heap of each worker thread; a job that needs more is stopped (503), not the server. */
  heapMb?: number;
};

/** What the pool tells as it works (metrics.ts): each job's estimate beside what it took, and the jobs it refused or stopped. */
export interface PoolObserver {
  ran(job: Job, estimatedMs: number, measuredMs: number): void;
  refused(reason: 'queue'): void;
  stopped(reason: 'deadline'): void;
}

interface Queued {
  job: Job;
  costMs: number;
  signal: AbortSignal | undefined;
  resolve(body: Uint8Array): void;
  reject(e: unknown): void;
  onAbort?: () => void;
}

/** A lane's waiting jobs in order, with their estimated milliseconds summed as they come and go. */
class Lane {
  private readonly jobs: Queued[] = [];
  ms = 0;

  get length(): number {
    return this.jobs.length;
  }

  push(entry: Queued): void {
    this.jobs.push(entry);
    this.ms += entry.costMs;
  }

  shift(): Queued {
    const entry = this.jobs.shift() as Queued;
    this.left(entry);
    return entry;
  }

  /** The next job's estimate (the lane is not empty). */
  nextMs(): number {
    return this.jobs[0].costMs;
  }

  /** Takes a job out of the queue; false when it had already left it. */
  remove(entry: Queued): boolean {
    const i = this.jobs.indexOf(entry);
    if (i < 0) return false;
    this.jobs.splice(i, 1);
    this.left(entry);
    return true;
  }

  /** An empty lane waits for nothing: its sum is set to 0, not left at what adding and taking away floats leaves (metrics read it). */
  private left(entry: Queued): void {
    this.ms = this.jobs.length === 0 ? 0 : this.ms - entry.costMs;
  }
}

interface Running {
  controller: AbortController;
  /**
   * When a thread started on the jobs (Date.now(), written by the thread into
   * shared memory; 0 until then): the deadline runs from there, not from the
   * handing over, as a fresh thread may still be loading its modules.
   */
  started: BigInt64Array;
  timedOut: boolean;
  /** The client left before a thread started on the job: it is stopped once one has (see sweep). */
  gone: boolean;
}

// Built, the worker is plain JavaScript beside this file; from the TypeScript
// sources (tsx, vitest) a small bootstrap registers tsx in the thread first.
const WORKER = new URL(import.meta.url.endsWith('.ts') ? './worker-source.js' : './worker.js', import.meta.url);

export class JobPool {
  private readonly piscina: Piscina;
  private readonly cheap = new Lane();
  private readonly costly = new Lane();
  /** Threads at work: on a costly job, or on a batch of cheap ones. */
  private running = 0;
  private runningCostly = 0;
  /** Estimated milliseconds of costly work running now. */
  private costlyMsRunning = 0;
  private readonly costlyMax: number;
  /** Jobs in the threads; one timer checks their deadlines, rather than a timer a job. */
  private readonly inFlight = new Set<Running>();
  private sweeper: NodeJS.Timeout | undefined;
  /** Set by close(): nothing more starts. */
  private closing = false;
  private readonly observers = new Set<PoolObserver>();

  constructor(private readonly options: PoolOptions) {
    this.costlyMax = Math.max(1, options.workers - 1);
    this.piscina = new Piscina({
      filename: WORKER.href,
      minThreads: options.workers,
      maxThreads: options.workers,
      idleTimeout: Infinity,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 4096 },
      recordTiming: false,
      workerData: { registry: options.registry },
    });
    // A job aborted just as it finished leaves an answer nobody waits for; piscina reports it here.
    this.piscina.on('error', () => {});
  }

  /**
   * Runs a job whose cost was estimated and admitted; resolves to its bytes or
   * rejects with a RequestError. `client` gives the signal of the client going
   * away; only costly jobs ask for it, as a cheap one ends before it could matter.
   */
  run(job: Job, costMs: number, client?: () => AbortSignal): Promise<Uint8Array> {
    if (this.closing) return Promise.reject(shuttingDown());
    const cheap = costMs <= CHEAP_MS;
    const signal = cheap ? undefined : client?.();
    if (signal?.aborted) return Promise.reject(gone());
    const lane = cheap ? this.cheap : this.costly;
    const wait = this.waitMs(lane === this.cheap);
    if (wait > this.options.maxQueueMs) {
      for (const o of this.observers) o.refused('queue');
      return Promise.reject(
        new RequestError(
          503,
          'Service unavailable',
          `the server has about ${Math.ceil(wait / 1000)} s of work queued ahead of this request, over its limit of ${this.options.maxQueueMs} ms (MAX_QUEUE_MS); retry later`,
          [],
          {},
          { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) },
        ),
      );
    }
    return new Promise((resolve, reject) => {
      const entry: Queued = { job, costMs, signal, resolve, reject };
      if (signal) {
        entry.onAbort = () => {
          if (lane.remove(entry)) reject(gone());
        };
        signal.addEventListener('abort', entry.onAbort, { once: true });
      }
      lane.push(entry);
      this.dispatch();
    });
  }

  /** Estimated milliseconds before a new job of the lane would start. */
  private waitMs(cheap: boolean): number {
    if (cheap) return this.cheap.ms / Math.max(1, this.options.workers - this.runningCostly);
    return (this.costly.ms + this.costlyMsRunning) / this.costlyMax;
  }

  private dispatch(): void {
    while (!this.closing && this.running < this.options.workers) {
      if (this.cheap.length > 0) this.start(this.cheapBatch(), false);
      else if (this.costly.length > 0 && this.runningCostly < this.costlyMax) this.start([this.costly.shift()], true);
      else return;
    }
  }

  /** The next cheap jobs for a free thread: their share among the free threads, up to BATCH and CHEAP_MS in all. */
  private cheapBatch(): Queued[] {
    const share = Math.min(BATCH, Math.ceil(this.cheap.length / (this.options.workers - this.running)));
    const batch = [this.cheap.shift()];
    let ms = batch[0].costMs;
    while (batch.length < share && ms + this.cheap.nextMs() <= CHEAP_MS) {
      const entry = this.cheap.shift();
      ms += entry.costMs;
      batch.push(entry);
    }
    return batch;
  }

  /** Runs jobs in one thread, one after another: a costly job alone, or a batch of cheap ones (which have no client signal). */
  private start(batch: Queued[], costly: boolean): void {
    for (const entry of batch) leaveQueue(entry);
    const costMs = batch.reduce((sum, entry) => sum + entry.costMs, 0);
    const client = costly ? batch[0].signal : undefined;
    this.running++;
    if (costly) {
      this.runningCostly++;
      this.costlyMsRunning += costMs;
    }
    const run: Running = { controller: new AbortController(), started: new BigInt64Array(new SharedArrayBuffer(8)), timedOut: false, gone: false };
    const leave = () => {
      if (Atomics.load(run.started, 0) > 0n) run.controller.abort();
      else run.gone = true;
    };
    client?.addEventListener('abort', leave, { once: true });
    this.inFlight.add(run);
    this.sweeper ??= setInterval(() => this.sweep(), Math.min(100, this.options.deadlineMs / 10));
    const jobs = batch.map((entry) => entry.job);
    const took = new Float64Array(new SharedArrayBuffer(8 * jobs.length));
    const task: WorkerTask = { jobs, started: run.started, took };
    (this.piscina.run(task, { signal: run.controller.signal, transferList: jobs.flatMap(movable) }) as Promise<JobResult[]>)
      .then(
        (results) => {
          for (const o of this.observers) batch.forEach((entry, i) => o.ran(entry.job, entry.costMs, took[i]));
          results.forEach((result, i) => settle(batch[i], result));
        },
        (e: unknown) => {
          if (run.timedOut) for (const o of this.observers) o.stopped('deadline');
          const failure = this.failure(e, run.timedOut, client);
          for (const entry of batch) entry.reject(failure);
        },
      )
      .finally(() => {
        client?.removeEventListener('abort', leave);
        this.inFlight.delete(run);
        if (this.inFlight.size === 0) {
          clearInterval(this.sweeper);
          this.sweeper = undefined;
        }
        this.running--;
        if (costly) {
          this.runningCostly--;
          this.costlyMsRunning -= costMs;
        }
        this.dispatch();
      });
  }

  /**
   * Stops every job past its deadline, and those whose client left, once a
   * thread has started on them: a thread stopped while it still loads its
   * modules could take the whole process down (Node 20 aborted in
   * v8::Module::IsGraphAsync when piscina terminated one under load).
   */
  private sweep(): void {
    const now = Date.now();
    for (const run of this.inFlight) {
      const started = Number(Atomics.load(run.started, 0));
      if (started === 0 || run.controller.signal.aborted) continue;
      run.timedOut = now - started >= this.options.deadlineMs;
      if (run.timedOut || run.gone) run.controller.abort();
    }
  }

  private failure(e: unknown, timedOut: boolean, client: AbortSignal | undefined): unknown {
    if (client?.aborted) return gone();
    if (timedOut)
      return new RequestError(
        503,
        'Service unavailable',
        `the request ran past its deadline of ${this.options.deadlineMs} ms (JOB_DEADLINE_MS) and was stopped; try a smaller board or cheaper bots`,
      );
    // A task piscina had not yet handed to a thread when the pool closed.
    if (this.closing && (e as Error).name === 'AbortError') return shuttingDown();
    if ((e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      return new RequestError(503, 'Service unavailable', 'the request needed more memory than a worker has and was stopped; try a smaller board');
    return e;
  }

  /** Threads at work (on a job, or a batch of cheap ones) and jobs waiting, for tests. */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.cheap.length + this.costly.length };
  }

  /** Each lane's waiting jobs and their estimated milliseconds, and the threads at work, for metrics. */
  get lanes(): { cheap: { jobs: number; ms: number }; costly: { jobs: number; ms: number }; busy: number; workers: number } {
    const lane = (l: Lane) => ({ jobs: l.length, ms: l.ms });
    return { cheap: lane(this.cheap), costly: lane(this.costly), busy: this.running, workers: this.options.workers };
  }

  /** Tells `observer` of every job from now on. */
  observe(observer: PoolObserver): void {
    this.observers.add(observer);
  }

  /**
   * Lets running jobs finish, then stops the threads. Jobs still queued get a
   * 503 at once: on a stop their clients have mostly gone already (the server
   * closes once its connections have), and they are not worth starting.
   */
  close(): Promise<void> {
    this.closing = true;
    for (const lane of [this.cheap, this.costly])
      while (lane.length > 0) {
        const entry = lane.shift();
        leaveQueue(entry);
        entry.reject(shuttingDown());
      }
    return this.piscina.close();
  }
}

/**
 * A posted body's memory, handed to the thread rather than copied where the
 * body is all of it (as readBody makes one of declared length): a 16 MiB log
 * copied on the main thread kept every other request waiting.
 */
function movable(job: Job): ArrayBuffer[] {
  const { source } = job;
  if (source.kind !== 'log') return [];
  const { buffer, byteOffset, byteLength } = source.body;
  return buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength ? [buffer] : [];
}

/** A queued job leaves the queue: its client going away no longer matters to the queue. */
function leaveQueue(entry: Queued): void {
  if (entry.onAbort) entry.signal?.removeEventListener('abort', entry.onAbort);
}

const shuttingDown = () => new RequestError(503, 'Service unavailable', 'the server is shutting down; retry in a moment', [], {}, { 'retry-after': '1' });

/** A client that left while its job waited or ran. */
const gone = () => clientGone('before the answer was ready');

/** A job's promise, settled by its result: its bytes, its RequestError, or the failure the route answers 500. */
function settle(entry: Queued, result: JobResult): void {
  if (result instanceof Uint8Array) entry.resolve(result);
  else if ('error' in result) entry.reject(requestErrorOf(result.error));
  else entry.reject(result.crash);
}

function requestErrorOf(e: JobError): RequestError {
  return new RequestError(e.status, e.title, e.message, e.errors, e.extra);
}
