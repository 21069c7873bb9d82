/** GET /metrics: what the service counts, in the Prometheus text format, and METRICS=off. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { games } from '../../src/games/index.ts';
import { limitsFromEnv } from '../../src/service/limits.ts';
import { JobPool } from '../../src/service/pool.ts';

const limits = limitsFromEnv(games.values());

/** A sample's value from the text format, by its name and labels as written; undefined where there is none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts requests by route and status, the cache, refusals and each job beside its estimate', async () => {
    const app = createApp({ limits });
    for (let i = 0; i < 2; i++) expect((await app.request('/mazes/simple-maze.svg?size=10&seed=m')).status).toBe(200);
    expect((await app.request('/v2/mazes/labyrinth.json?size=6&seed=m')).status).toBe(200);
    expect((await app.request('/mazes/labyrinth.json?size=1000&bots=greedy&seed=m')).status).toBe(400);
    expect((await app.request('/no/such/route')).status).toBe(404);
    const res = await app.request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(sample(text, 'mazeplay_http_requests_total{route="/mazes/{game}.svg",method="GET",status="200"}')).toBe(2);
    expect(sample(text, 'mazeplay_http_requests_total{route="/v{version}/mazes/{game}.json",method="GET",status="200"}')).toBe(1);
    expect(sample(text, 'mazeplay_http_requests_total{route="/mazes/{game}.json",method="GET",status="400"}')).toBe(1);
    expect(sample(text, 'mazeplay_http_requests_total{route="unmatched",method="GET",status="404"}')).toBe(1);
    expect(sample(text, 'mazeplay_http_request_duration_seconds_count{route="/mazes/{game}.svg"}')).toBe(2);
    expect(sample(text, 'mazeplay_http_response_bytes_total{route="/mazes/{game}.svg"}')).toBeGreaterThan(1000);
    expect(sample(text, 'mazeplay_cache_lookups_total{result="hit"}')).toBe(1);
    expect(sample(text, 'mazeplay_cache_lookups_total{result="miss"}')).toBe(3);
    expect(sample(text, 'mazeplay_cache_bytes')).toBeGreaterThan(1000);
    expect(sample(text, 'mazeplay_admission_refusals_total{reason="cost"}')).toBe(1);
    expect(sample(text, 'mazeplay_deadline_stops_total')).toBe(0);
    expect(sample(text, 'mazeplay_queue_jobs{lane="cheap"}')).toBe(0);
    expect(sample(text, 'mazeplay_workers_busy')).toBe(0);
    const labels = '{game="simple-maze",bot="maker",format="svg"}';
    expect(sample(text, `mazeplay_job_measured_to_estimated_ratio_count${labels}`)).toBe(1);
    expect(sample(text, `mazeplay_job_measured_ms_total${labels}`)).toBeGreaterThan(0);
    expect(sample(text, `mazeplay_job_estimated_ms_total${labels}`)).toBeGreaterThan(0);
    // /metrics answers from memory: it is no job and no cached answer.
    expect(sample(await (await app.request('/metrics')).text(), 'mazeplay_cache_lookups_total{result="miss"}')).toBe(3);
  });

  it('counts a full queue and a used-up share as refusals of their own', async () => {
    const pool = new JobPool({ workers: 1, deadlineMs: 10_000, maxQueueMs: 1 });
    try {
      const app = createApp({ limits, pool });
      const statuses = await Promise.all([1, 2, 3].map((i) => Promise.resolve(app.request(`/mazes/simple-maze.svg?size=300&seed=q${i}`)).then((r) => r.status)));
      expect(statuses).toContain(503);
      expect(sample(await (await app.request('/metrics')).text(), 'mazeplay_admission_refusals_total{reason="queue"}')).toBe(statuses.filter((s) => s === 503).length);
    } finally {
      await pool.close();
    }
    const app = createApp({ limits: { ...limits, rate: { msPerSecond: 1, burstMs: 1 } } });
    const env = { incoming: { socket: { remoteAddress: '127.0.0.5' } } };
    const statuses = await Promise.all([1, 2, 3].map((i) => Promise.resolve(app.request(`/mazes/simple-maze.svg?size=300&seed=r${i}`, {}, env)).then((r) => r.status)));
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(sample(await (await app.request('/metrics')).text(), 'mazeplay_admission_refusals_total{reason="rate"}')).toBe(2);
  });

  it('is off with METRICS=off', async () => {
    const app = createApp({ limits: limitsFromEnv(games.values(), { METRICS: 'off' }) });
    expect((await app.request('/metrics')).status).toBe(404);
    expect(((await (await app.request('/openapi.json')).json()) as { paths: Record<string, unknown> }).paths['/metrics']).toBeUndefined();
  });
});
