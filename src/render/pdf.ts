/**
 * The PDF surface (pdfkit): a puzzle book laid out by book-layout.ts. Every
 * page has the book's title, its number and a footer that makes the book
 * again; puzzle pages may have a name and date line. Walls are vector strokes,
 * never thinner than a printer draws; the font is embedded; the creation date
 * is fixed, so the same request gives the same bytes.
 */
import PDFDocument from 'pdfkit';
import type { Point } from '../core/game.ts';
import type { Segments } from '../core/segments.ts';
import { FOOTER, HEADER, layoutBook, type Book, type BookOptions, type PageLayout, type PlacedMaze } from './book-layout.ts';
import { draw, piecesAsSegments, type DrawOptions, type Pen, type Surface } from './draw.ts';
import { parsedFont } from './fonts.ts';
import { dotsForm, polylineForm, segmentsForm } from './pdf-path.ts';

/** pdfkit takes a parsed fontkit font, though its types list only files and bytes. */
const pdfFont = (name: Parameters<typeof parsedFont>[0]) => parsedFont(name) as unknown as PDFKit.Mixins.PDFFontSource;

export interface PdfOptions extends DrawOptions, BookOptions {}

/** Ink never thinner than this many points, nor thicker than the most. */
const INK = { least: 0.4, most: 2 };
/** A maze's label, in points, where it has room. */
const LABEL_SIZE = 10;
const FIXED_DATE = new Date(Date.UTC(2008, 8, 18));
/**
 * Every text is set without ligatures: an "ff" set as one glyph copies out of
 * the PDF as U+FB00, and the footer's URL must paste back whole
 * ("difficulty"). fontkit takes features as an object of tags on or off, which
 * pdfkit hands on; pdfkit's types know only a list of tags to turn on.
 */
const UNJOINED = { features: { liga: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[] };

export function pdf(book: Book, options: PdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: book.title, Creator: 'mazeplay', CreationDate: FIXED_DATE },
  });
  doc.registerFont('bold', pdfFont('bold'));
  doc.registerFont('regular', pdfFont('regular'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const page of layoutBook(book, options)) {
    doc.addPage({ size: page.size, margin: page.margin });
    pageFrame(doc, book, page);
    for (const placed of page.mazes) {
      drawMaze(doc, placed, { ...options, solution: placed.solution });
      if (!placed.label) continue;
      // 10 points, or smaller where a small maze leaves its label less room ("Maze 100 · round 2" over a 4×4 board).
      doc.font('bold').fontSize(LABEL_SIZE);
      doc.fontSize(Math.min(LABEL_SIZE, (LABEL_SIZE * placed.labelRoom) / doc.widthOfString(placed.label, UNJOINED)));
      doc.fillColor('#000').text(placed.label, ...placed.labelAt, { ...UNJOINED, lineBreak: false });
    }
  }
  doc.end();
  return done;
}

/** Title and subtitle, the name line, the footer and the page number. */
function pageFrame(doc: PDFKit.PDFDocument, book: Book, { heading, nameLine, number, margin: m, size: [width, height] }: PageLayout): void {
  doc.font('bold').fontSize(14).fillColor('#000').text(heading, m, m, { ...UNJOINED, lineBreak: false, width: width - 2 * m, ellipsis: true });
  // Two lines at most, the second cut short with an ellipsis: a third (a long seed, eight players' bots) ran into the name line.
  doc.font('regular').fontSize(9);
  doc.text(book.subtitle, m, m + 18, { ...UNJOINED, width: width - 2 * m, height: 2 * doc.currentLineHeight(true), ellipsis: true });
  if (nameLine) {
    const y = m + HEADER + 4;
    doc.fontSize(10).text('Name', m, y, { ...UNJOINED, lineBreak: false });
    doc.text('Date', m + (width - 2 * m) * 0.62, y, { ...UNJOINED, lineBreak: false });
    const rule = (x1: number, x2: number) => doc.moveTo(x1, y + 11).lineTo(x2, y + 11);
    rule(m + 30, m + (width - 2 * m) * 0.58);
    rule(m + (width - 2 * m) * 0.62 + 26, width - m);
    doc.lineWidth(0.6).strokeColor('#000').stroke();
  }
  const foot = height - m - FOOTER + 8;
  const numberWidth = 40;
  doc.fontSize(7.5).fillColor('#444').text(book.footer, m, foot, { ...UNJOINED, width: width - 2 * m - numberWidth - 8, height: FOOTER - 6, ellipsis: true });
  doc.fontSize(9).fillColor('#000').text(number, width - m - numberWidth, foot, { ...UNJOINED, width: numberWidth, align: 'right', lineBreak: false });
}

/** A maze where the layout placed it. */
function drawMaze(doc: PDFKit.PDFDocument, { maze, k, origin: [ox, oy] }: PlacedMaze, options: DrawOptions): void {
  const X = (x: number) => ox + k * x;
  const Y = (y: number) => oy + k * y;
  const inkWidth = Math.min(INK.most, Math.max(INK.least, k * 0.1));
  // A path is a form XObject in board units, drawn under the maze's transform with the pen set
  // here: the form inherits the pen, and strokes the path itself.
  const stroke = ({ content, box }: { content: Uint8Array; box: number[] }, pen: Pen) => {
    // Named by their count on the page, whose resources they join: the same book, the same bytes.
    const name = `Path${Object.keys(doc.page.xobjects).length + 1}`;
    const form = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: box, Filter: 'FlateDecode' });
    form.end(content);
    doc.page.xobjects[name] = form;
    doc.save().transform(k, 0, 0, k, ox, oy);
    doc.lineWidth(pen.width).lineCap(pen.flat ? 'butt' : pen.round ? 'round' : 'square').lineJoin(pen.round ? 'round' : 'miter').strokeColor(pen.color);
    doc.addContent(`/${name} Do`).restore();
  };
  const surface: Surface = {
    ink: inkWidth / k,
    segments: (segments: Segments, pen: Pen) => stroke(segmentsForm(segments, pen.width), pen),
    polyline: (points: Float64Array, pen: Pen) => stroke(polylineForm(points, pen.width), pen),
    disc([x, y]: Point, radius: number, fill: string, outline?: Pen) {
      doc.circle(X(x), Y(y), radius * k);
      if (outline) doc.lineWidth(outline.width * k).fillAndStroke(fill, outline.color);
      else doc.fill(fill);
    },
    polygon(points: readonly Point[], fill: string) {
      doc.polygon(...points.map(([x, y]): [number, number] => [X(x), Y(y)])).fill(fill);
    },
    dots(points: readonly Point[], radius: number, color: string) {
      if (points.length) stroke(dotsForm(points, radius), { color, width: 2 * radius, round: true });
    },
    pieces: (at: Float64Array, reach: Point, pen: Pen) => stroke(segmentsForm(piecesAsSegments(at, reach), pen.width), pen),
    text([x, y]: Point, text: string, size: number, color: string) {
      doc.font('regular').fontSize(size * k).fillColor(color);
      doc.text(text, X(x) - doc.widthOfString(text, UNJOINED) / 2, Y(y) - doc.currentLineHeight() / 2, { ...UNJOINED, lineBreak: false });
    },
  };
  draw(maze, surface, options);
}
