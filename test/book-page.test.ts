/** The book page (GET /book) in real headless Chromium against the real server. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { pdfInfo } from './helpers/poppler.ts';
import { useServer } from './helpers/server.ts';

/** The page loaded, and its first preview (a new book's) shown. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('#thumbnails[data-state="ready"]');
}

/** Clicks Preview and waits for the book named `file` to be drawn. */
async function preview(page: Page, file: string): Promise<void> {
  await page.click('#preview');
  await page.waitForFunction((f) => document.querySelector('#thumbnails')?.getAttribute('data-state') === 'ready' && document.querySelector('#status')?.textContent?.includes(f), file);
}

const section = (page: Page, k: number) => page.locator('.section').nth(k);

/** The two-section book the first test types: its spec as a client would post it. */
const SPEC = {
  title: 'Class 2B',
  seed: 'booktest',
  sections: [
    { game: 'simple-maze', size: 8, ramp: true, count: 3, perPage: 2 },
    { game: 'bidirectional-line', width: 10, height: 6, count: 2, perPage: 2, name: 'Follow the line' },
  ],
};

async function typeBook(page: Page): Promise<void> {
  await page.fill('#title', SPEC.title);
  await page.fill('#seed', SPEC.seed);
  const first = section(page, 0);
  await first.locator('[name=game]').selectOption('simple-maze');
  await first.locator('[name=width]').fill('8');
  await first.locator('[name=height]').fill('8');
  await first.locator('[name=level]').selectOption('ramp');
  await first.locator('[name=count]').fill('3');
  await first.locator('[name=perPage]').selectOption('2');
  await page.click('#add-section');
  const second = section(page, 1);
  await second.locator('[name=game]').selectOption('bidirectional-line');
  await second.locator('[name=width]').fill('10');
  await second.locator('[name=height]').fill('6');
  await second.locator('[name=count]').fill('2');
  await second.locator('[name=perPage]').selectOption('2');
  await second.locator('[name=name]').fill('Follow the line');
}

describe('book page', () => {
  const base = useServer();
  const browser = useBrowser();

  it('builds a two-section book by typing, shows each of its pages, and downloads the very PDF the spec makes', async () => {
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page, `${base()}/book`);
    await typeBook(page);
    await preview(page, 'class-2b.pdf');

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
    expect(download.suggestedFilename()).toBe('class-2b.pdf');
    const saved = readFileSync(await download.path());
    const posted = await fetch(`${base()}/books.pdf`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SPEC) });
    expect(posted.status).toBe(200);
    expect(Buffer.compare(saved, Buffer.from(await posted.arrayBuffer()))).toBe(0);

    const pages = Number(pdfInfo(saved).Pages);
    expect(pages).toBeGreaterThan(4);
    expect(await page.locator('#thumbnails canvas').count()).toBe(pages);
    expect(await page.textContent('#pages')).toBe(`${pages} pages`);
    // Drawn, not blank: a thumbnail has ink on it.
    const inked = await page.locator('#thumbnails canvas').nth(1).evaluate((c: HTMLCanvasElement) => {
      const { data } = (c.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, c.width, c.height);
      return data.some((v, i) => i % 4 === 0 && v < 100);
    });
    expect(inked).toBe(true);
    expect(errors).toEqual([]);
  });

  it('opens a link on the same book', async () => {
    const page = await browser().newPage();
    await open(page, `${base()}/book`);
    await typeBook(page);
    await preview(page, 'class-2b.pdf');
    const link = page.url();
    expect(link).toMatch(/#book=[\w-]+$/);

    const again = await browser().newPage();
    await open(again, link);
    expect(await again.textContent('#status')).toContain('class-2b.pdf');
    expect(await again.inputValue('#title')).toBe('Class 2B');
    expect(await again.inputValue('#seed')).toBe('booktest');
    expect(await again.locator('.section').count()).toBe(2);
    expect(await section(again, 0).locator('[name=level]').inputValue()).toBe('ramp');
    expect(await section(again, 1).locator('[name=name]').inputValue()).toBe('Follow the line');
    // The page writes the link from its form: the same spec writes the same link.
    expect(again.url()).toBe(link);
    expect(await again.locator('#thumbnails canvas').count()).toBe(await page.locator('#thumbnails canvas').count());
  });

  it('says a field’s problem under it in the page’s words, and sends nothing', async () => {
    const page = await browser().newPage();
    await open(page, `${base()}/book`);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/books.pdf')) sent.push(r.url());
    });
    await section(page, 0).locator('[name=width]').fill('1');
    await page.fill('#seed', 'not a seed!');
    await page.click('#preview');
    const width = section(page, 0).locator('[name=width]');
    expect(await width.getAttribute('aria-invalid')).toBe('true');
    expect(await section(page, 0).locator('.field:has([name=width]) .problem').textContent()).toBe('The width must be a whole number from 2 to 1000 for this game.');
    expect(await page.textContent('#seed-problem')).toBe('The seed must be 1 to 64 characters: letters (A–Z, a–z), digits (0–9), _ and -.');
    // The status names the first problem, in the page's order: the book's options, then its sections.
    expect(await page.textContent('#status')).toBe('Not made yet. The seed must be 1 to 64 characters: letters (A–Z, a–z), digits (0–9), _ and -.');
    // Mending the field takes its problem away.
    await width.fill('9');
    expect(await section(page, 0).locator('.field:has([name=width]) .problem').textContent()).toBe('');
    expect(sent).toEqual([]);
  });

  it('says the server’s refusal under the field it names', async () => {
    const page = await browser().newPage();
    // A page that thinks a side may be 5000 (its GET /games from a server of other limits): the server's own check refuses it.
    await page.route('**/games', async (route) => {
      const games = (await (await route.fetch()).json()) as { size: { max: number }; parameters: { width: { maximum: number } } }[];
      for (const g of games) g.size.max = 5000;
      await route.fulfill({ json: games });
    });
    await open(page, `${base()}/book`);
    await page.click('#add-section');
    const second = section(page, 1);
    await second.locator('[name=width]').fill('3000');
    await second.locator('[name=height]').fill('3000');
    await page.click('#preview');
    const under = (name: string) => second.locator(`.field:has([name=${name}]) .problem`);
    await under('width').filter({ hasText: /\S/ }).waitFor();
    expect(await under('width').textContent()).toBe('size must be an integer from 2 to 1000');
    expect(await under('height').textContent()).toBe('size must be an integer from 2 to 1000');
    expect(await section(page, 0).locator('.problem:not(:empty)').count()).toBe(0);
    expect(await page.textContent('#status')).toMatch(/^Not made: sections\.1/);
    // The pages of the book before are gone with its download: they are not this book's.
    expect(await page.locator('#thumbnails canvas').count()).toBe(0);
    expect(await page.isHidden('#download')).toBe(true);
  });

  it('shows only the newest of two previews asked for one after the other', async () => {
    const page = await browser().newPage();
    await open(page, `${base()}/book`);
    await section(page, 0).locator('[name=count]').fill('12');
    await page.fill('#title', 'First');
    await page.click('#preview');
    await page.fill('#title', 'Second');
    await preview(page, 'second.pdf');
    expect(await page.textContent('#status')).toContain('second.pdf');
    expect(await page.getAttribute('#download', 'download')).toBe('second.pdf');
  });

  it('gives a phone controls a finger can hit, one column wide', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await open(page, `${base()}/book`);
    const controls = page.locator('input:not([type=checkbox]):visible, select:visible, button:visible, #download:visible, label.check:visible');
    expect(await controls.count()).toBeGreaterThan(15);
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      expect(box?.height, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('is linked from the playground, and links back', async () => {
    const page = await browser().newPage();
    await page.goto(base());
    await page.click('text=Make a book');
    await page.waitForURL(/\/book/);
    await page.click('text=Back to the playground');
    await page.waitForURL(`${base()}/`);
  });
});
