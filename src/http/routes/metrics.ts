/** GET /metrics: the Prometheus text format (metrics.ts); mounted only where METRICS is not off. */
import { z } from '@hono/zod-openapi';
import type { Metrics } from '../metrics.ts';
import type { Mounter } from '../mount.ts';

export function metricsRoutes(mount: Mounter, metrics: Metrics): void {
  mount.route(
    {
      method: 'get',
      path: '/metrics',
      operationId: 'getMetrics',
      tags: ['service'],
      summary: 'Counters and gauges in the Prometheus text format (off with METRICS=off)',
      responses: { 200: { description: 'the metrics', content: { 'text/plain; version=0.0.4; charset=utf-8': { schema: z.string() } } } },
    },
    (c) => metrics.answer(c),
  );
}
