/**
 * The bare HTTP baseline of `npm run bench:http`: Hono on Node, a fresh
 * 20×20 typed-array DFS maze per request, drawn as a minimal SVG, all on the
 * event loop. What a service that does nothing else could do on this machine.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { Rng } from '../src/core/rng.ts';
import { dfsMaze } from './baseline.ts';

function svgOf(passages: Uint8Array, width: number, height: number): string {
  let d = `M0 0H${width}V${height}H0Z`;
  for (let c = 0; c < passages.length; c++) {
    const x = c % width;
    const y = (c - x) / width;
    if (x + 1 < width && !(passages[c] & 1)) d += `M${x + 1} ${y}v1`;
    if (y + 1 < height && !(passages[c] & 2)) d += `M${x} ${y + 1}h1`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 ${width + 2} ${height + 2}"><path d="${d}" fill="none" stroke="#000" stroke-width=".1"/></svg>`;
}

let requests = 0;
const app = new Hono();
app.get('/maze.svg', (c) => c.body(svgOf(dfsMaze(20, 20, new Rng(`baseline-${requests++}`)), 20, 20), 200, { 'content-type': 'image/svg+xml' }));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.stdout.write(`${JSON.stringify({ msg: `baseline listening on http://127.0.0.1:${info.port}` })}\n`);
});
