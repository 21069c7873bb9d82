/** Headless Debian Chromium through playwright-core, as a person's browser would show things. */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumPath } from './tools.ts';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** A Chromium for the tests of the enclosing describe: launched before them, closed after; call the getter inside a test. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser as Browser;
}

/** Renders an SVG document at its own pixel size and reads the [r, g, b] colour at points. */
export const svgColours = (browser: Browser, svg: string, points: [number, number][]) => imageColours(browser, `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, points);

/** Reads the [r, g, b] colour of a PNG at points, as Chromium decodes it. */
export const pngColours = (browser: Browser, png: Uint8Array, points: [number, number][]) => imageColours(browser, `data:image/png;base64,${Buffer.from(png).toString('base64')}`, points);

/** An image from a data URL, at its own pixel size: the [r, g, b] colour at points. */
async function imageColours(browser: Browser, src: string, points: [number, number][]): Promise<[number, number, number][]> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ src, points }) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return points.map(([x, y]) => {
          const [r, g, b] = ctx.getImageData(x, y, 1, 1).data;
          return [r, g, b] as [number, number, number];
        });
      },
      { src, points },
    );
  } finally {
    await page.close();
  }
}

/** Grey levels (0 black … 255 white) at points of a rendered SVG. */
export async function svgPixels(browser: Browser, svg: string, points: [number, number][]): Promise<number[]> {
  return (await svgColours(browser, svg, points)).map(([r, g, b]) => Math.round((r + g + b) / 3));
}
