/** The API reference page (/docs) in real headless Chromium against the real server: what a reader of the document sees. */
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { useBrowser } from '../helpers/browser.ts';
import { useServer } from '../helpers/server.ts';

describe('/docs', () => {
  const base = useServer();
  const browser = useBrowser();

  it('groups the routes by tag, offers the games to pick, and shows the SVG example as a maze', async () => {
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const assets: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/docs/assets/')) assets.push(`${r.status()} ${r.headers()['cache-control']}`);
    });
    await page.goto(`${base()}/docs`);
    await page.locator('.opblock').first().waitFor();
    expect(await page.locator('.opblock-tag').evaluateAll((tags) => tags.map((t) => t.getAttribute('data-tag')))).toEqual(['mazes', 'books', 'games', 'service']);
    expect(assets).toEqual(['200 public, max-age=31536000, immutable', '200 public, max-age=31536000, immutable']);

    const op = page.locator('#operations-mazes-getMazeSvg');
    await op.locator('.opblock-summary').click();
    const example = await op.locator('.responses-wrapper pre').first().textContent();
    expect(example).toContain('<svg xmlns="http://www.w3.org/2000/svg">');
    expect(example).not.toContain('cannot be generated');
    const picture = op.locator('.responses-wrapper img');
    await picture.waitFor({ timeout: 5000 });
    await page.waitForFunction((img) => (img as HTMLImageElement).complete, await picture.elementHandle());
    // The example is the maze itself, drawn at its size (12 cells of 16 pixels and the margin).
    expect(await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(224);

    await op.locator('.try-out__btn').click();
    const options = await op.locator('tr[data-param-name="game"] select option').allTextContents();
    expect(options.filter((o) => o !== '--')).toEqual([...games.keys()]);
    // "Try it out" names the bots a request naming none would get: the default of the game it offers first.
    const [first] = games.values();
    expect(await op.locator('tr[data-param-name="bots"] input').inputValue()).toBe(first.profile.defaultBot);
    const move = page.locator('#operations-games-nextMove');
    await move.locator('.opblock-summary').click();
    await move.locator('.try-out__btn').click();
    expect(await move.locator('tr[data-param-name="bot"] input').inputValue()).toBe(first.profile.defaultBot);
    expect(errors).toEqual([]);
    await page.close();
  });
});
