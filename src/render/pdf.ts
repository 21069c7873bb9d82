/**
 * The PDF surface (pdfkit): one maze a page, fitted inside the margins below a
 * header and above a footer, turned to landscape when the maze is wider than
 * tall; answer pages with the solution follow, as in a puzzle book. Walls are
 * vector strokes. The creation date is fixed so that the same request gives
 * the same bytes.
 */
import PDFDocument from 'pdfkit';
import type { Point } from '../core/game.ts';
import type { Maze, Segment } from '../core/maze.ts';
import { bounds, draw, MARGIN, type DrawOptions, type Pen, type Surface } from './draw.ts';

export type Paper = 'a4' | 'letter';

export interface PdfPage {
  maze: Maze;
  /** Heading, e.g. the game's title. */
  title: string;
  /** Size, seed and bots in a line. */
  subtitle: string;
  /** The URL path that regenerates this maze. */
  footer: string;
}

const PAGE_MARGIN = 36;
const HEADER = 40;
const FOOTER = 24;
const FIXED_DATE = new Date(Date.UTC(2008, 8, 18));

export function pdf(pages: readonly PdfPage[], options: DrawOptions & { paper: Paper }): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: pages[0]?.title ?? 'mazeplay', Creator: 'mazeplay', CreationDate: FIXED_DATE },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  pages.forEach((page) => drawPage(doc, page, { ...options, solution: false }, page.title));
  if (options.solution) {
    pages.forEach((page, i) => drawPage(doc, page, options, `Answer to maze ${i + 1}: ${page.title}`));
  }
  doc.end();
  return done;
}

function drawPage(doc: PDFKit.PDFDocument, page: PdfPage, options: DrawOptions & { paper: Paper }, heading: string): void {
  const { maze } = page;
  const box = bounds(maze);
  doc.addPage({ size: options.paper === 'a4' ? 'A4' : 'LETTER', layout: box.width > box.height ? 'landscape' : 'portrait', margin: PAGE_MARGIN });
  const pageWidth = doc.page.width;
  const pageHeight = doc.page.height;
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#000').text(heading, PAGE_MARGIN, PAGE_MARGIN, { lineBreak: false });
  doc.font('Helvetica').fontSize(9).text(page.subtitle, PAGE_MARGIN, PAGE_MARGIN + 18, { lineBreak: false });
  doc.fontSize(8).fillColor('#555').text(page.footer, PAGE_MARGIN, pageHeight - PAGE_MARGIN - 10, { lineBreak: false });

  const boxWidth = pageWidth - 2 * PAGE_MARGIN;
  const boxHeight = pageHeight - 2 * PAGE_MARGIN - HEADER - FOOTER;
  const units = { w: box.width + 2 * MARGIN, h: box.height + 2 * MARGIN };
  const k = Math.min(boxWidth / units.w, boxHeight / units.h);
  const ox = PAGE_MARGIN + (boxWidth - k * units.w) / 2 + k * MARGIN;
  const oy = PAGE_MARGIN + HEADER + (boxHeight - k * units.h) / 2 + k * MARGIN;
  const X = (x: number) => ox + k * (x - box.x);
  const Y = (y: number) => oy + k * (y - box.y);
  const inkWidth = Math.min(2, Math.max(0.3, k * 0.1));
  const stroke = (pen: Pen) => {
    doc.lineWidth(pen.width * k).lineCap(pen.round ? 'round' : 'square').lineJoin(pen.round ? 'round' : 'miter').strokeColor(pen.color).stroke();
  };
  const surface: Surface = {
    ink: inkWidth / k,
    segments(segments: readonly Segment[], pen: Pen) {
      for (const [x1, y1, x2, y2] of segments) doc.moveTo(X(x1), Y(y1)).lineTo(X(x2), Y(y2));
      stroke(pen);
    },
    polyline(points: readonly Point[], pen: Pen) {
      doc.moveTo(X(points[0][0]), Y(points[0][1]));
      for (let i = 1; i < points.length; i++) doc.lineTo(X(points[i][0]), Y(points[i][1]));
      stroke(pen);
    },
    disc([x, y]: Point, radius: number, fill: string, outline?: Pen) {
      doc.circle(X(x), Y(y), radius * k);
      if (outline) doc.lineWidth(outline.width * k).fillAndStroke(fill, outline.color);
      else doc.fill(fill);
    },
    dots(points: readonly Point[], radius: number, color: string) {
      for (const [x, y] of points) doc.circle(X(x), Y(y), radius * k);
      if (points.length) doc.fill(color);
    },
    text([x, y]: Point, text: string, size: number, color: string) {
      doc.font('Helvetica').fontSize(size * k).fillColor(color);
      doc.text(text, X(x) - doc.widthOfString(text) / 2, Y(y) - doc.currentLineHeight() / 2, { lineBreak: false });
    },
  };
  draw(maze, surface, options);
}
