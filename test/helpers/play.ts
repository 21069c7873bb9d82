/** Driving the play page (GET /play) in Chromium as a person would: by its highlighted targets, and reading what it exports. */
import type { Page } from 'playwright-core';

/** Opens /play with a fragment and waits for the page to be ready. */
export async function openPlay(page: Page, base: string, fragment: string): Promise<void> {
  await page.goto(`${base}/play#${fragment}`);
  await page.waitForSelector('body[data-ready]');
}

/** Waits while a bot is to move; then whose turn it is: a person's, or none ("over"). */
export async function waitTurn(page: Page): Promise<'person' | 'over'> {
  await page.waitForFunction(() => document.getElementById('table')?.dataset.turn !== 'bot', null, { timeout: 30_000 });
  return (await page.getAttribute('#table', 'data-turn')) as 'person' | 'over';
}

/**
 * Clicks the first highlighted target, in the board's order, where a person
 * would: at its centre (a circle's, or the mean of a polygon's corners, inside
 * as the games' spots are convex), not at its bounding box's, which a thin
 * triangle's neighbour may cover.
 */
export async function clickHint(page: Page): Promise<void> {
  const [x, y] = await page.locator('.spot.hint').first().evaluate((spot: SVGGeometryElement) => {
    const corners = spot instanceof SVGPolygonElement ? [...spot.points] : [{ x: Number(spot.getAttribute('cx')), y: Number(spot.getAttribute('cy')) }];
    const at = new DOMPoint(corners.reduce((s, p) => s + p.x, 0) / corners.length, corners.reduce((s, p) => s + p.y, 0) / corners.length).matrixTransform(spot.getScreenCTM() as DOMMatrix);
    return [at.x, at.y];
  });
  await page.mouse.click(x, y);
}

/** Plays to the end, a person's every move by clicks on highlighted targets; the clicks made. */
export async function playToEnd(page: Page): Promise<number> {
  let clicks = 0;
  while ((await waitTurn(page)) === 'person') {
    await clickHint(page);
    clicks++;
  }
  return clicks;
}

/** The move log the page offers to download, as the API takes it. */
export const exportedLog = (page: Page): Promise<{ game: string; width: number; height: number; moves: unknown[] } & Record<string, unknown>> =>
  page.evaluate(async () => (await fetch((document.getElementById('log-link') as HTMLAnchorElement).href)).json());

/** The finished game's SVG the page offers, once the server has made it. */
export async function offeredSvg(page: Page): Promise<string> {
  await page.waitForSelector('#svg-link[href]');
  return page.evaluate(async () => (await fetch((document.getElementById('svg-link') as HTMLAnchorElement).href)).text());
}

/** Posts a log to a route of the server. */
export async function post(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}
