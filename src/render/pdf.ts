/**
 * The PDF surface (pdfkit): a puzzle book laid out by book-layout.ts. Puzzle
 * pages speak to the solver (the book's title, the level, one instruction,
 * "Maze 3"); the answer pages' footer and the closing page say how to make
 * the book again. Each page has its TrimBox (and BleedBox, with bleed).
 * Walls are vector strokes, never thinner than a printer draws; the fonts
 * are embedded; there are no annotations, and no creation date, so the same
 * request gives the same bytes.
 */
import PDFDocument from 'pdfkit';
import { encode } from 'uqr';
import type { Point } from '../core/game.ts';
import type { Segments } from '../core/segments.ts';
import { FOOTER, HEADER, layoutBook, type Book, type BookOptions, type Box, type PageLayout, type PlacedMaze } from './book-layout.ts';
import { draw, piecesAsSegments, type DrawOptions, type Pen, type Surface } from './draw.ts';
import { parsedFont } from './fonts.ts';
import { dotsForm, polylineForm, segmentsForm } from './pdf-path.ts';

/** pdfkit takes a parsed fontkit font, though its types list only files and bytes. */
const pdfFont = (name: Parameters<typeof parsedFont>[0]) => parsedFont(name) as unknown as PDFKit.Mixins.PDFFontSource;

export interface PdfOptions extends DrawOptions, BookOptions {}

/** Walls never thinner than this many points, nor thicker than the most; no other line thinner either (KDP's least line). */
const INK = { least: 0.75, most: 2 };
/** A maze's label, in points, where it has room. */
const LABEL_SIZE = 10;
/**
 * pdfkit makes the file's ID from its information, creation date included, so
 * a fixed date gives the same ID every time. The date itself is then hidden
 * from the information dictionary (which pdfkit writes from its enumerable
 * keys), as it would not be true; pdfkit still reads it for the XMP metadata,
 * which a PDF 1.3 file, as this is, does not carry.
 */
const ID_DATE = new Date(Date.UTC(2008, 8, 18));
/**
 * Every text is set without ligatures: an "ff" set as one glyph copies out of
 * the PDF as U+FB00, and the footer's URL must paste back whole
 * ("difficulty"). fontkit takes features as an object of tags on or off, which
 * pdfkit hands on; pdfkit's types know only a list of tags to turn on.
 */
const UNJOINED = { features: { liga: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[] };
const GREY = '#444';

export function pdf(book: Book, options: PdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: book.title, Subject: book.remake.url ?? book.remake.words, Creator: 'mazeplay', CreationDate: ID_DATE },
  });
  Object.defineProperty(doc.info, 'CreationDate', { value: ID_DATE, enumerable: false });
  doc.registerFont('bold', pdfFont('bold'));
  doc.registerFont('regular', pdfFont('regular'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const page of layoutBook(book, options)) {
    doc.addPage({ size: page.size, margin: 0 });
    boxes(doc, page, options.bleed);
    PAGES[page.kind](doc, book, page);
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

/** The page's TrimBox, and with bleed its BleedBox (the whole sheet), in PDF space (y up). */
function boxes(doc: PDFKit.PDFDocument, { size: [, height], trim }: PageLayout, bleed: boolean): void {
  const data = (doc.page as unknown as { dictionary: { data: Record<string, number[]> } }).dictionary.data;
  data.TrimBox = [trim.x, height - trim.y - trim.height, trim.x + trim.width, height - trim.y];
  if (bleed) data.BleedBox = [0, 0, doc.page.width, height];
}

type Drawn = (doc: PDFKit.PDFDocument, book: Book, page: PageLayout) => void;

/** A page of puzzles or answers: its heading, its name line where it has one, its number (and the answers' footer). */
function mazePage(doc: PDFKit.PDFDocument, _book: Book, page: PageLayout): void {
  heading(doc, page);
  if (page.nameLine) nameLine(doc, page.area);
  folio(doc, page);
}

/** What each kind of page prints besides its mazes. */
const PAGES: Record<PageLayout['kind'], Drawn> = {
  title(doc, book, { area, contents }) {
    const y = area.y + area.height / 4;
    doc.font('bold').fontSize(28).fillColor('#000').text(book.title, area.x, y, { ...UNJOINED, width: area.width, align: 'center' });
    if (book.subtitle) doc.font('regular').fontSize(14).text(book.subtitle, area.x, doc.y + 8, { ...UNJOINED, width: area.width, align: 'center' });
    if (!contents) return;
    let line = Math.max(doc.y + 48, area.y + area.height / 2);
    doc.font('bold').fontSize(14).text('Contents', area.x, line, { ...UNJOINED, lineBreak: false });
    doc.font('regular').fontSize(12);
    for (const { name, folio } of contents) {
      line += 22;
      doc.text(name, area.x, line, { ...UNJOINED, width: area.width - 48, lineBreak: false, ellipsis: true });
      doc.text(folio, area.x + area.width - 48, line, { ...UNJOINED, width: 48, align: 'right', lineBreak: false });
    }
  },
  puzzles: mazePage,
  answers: mazePage,
  notes(doc, _book, page) {
    heading(doc, page);
    const { area } = page;
    for (let y = area.y + HEADER + 24; y < area.y + area.height - FOOTER; y += 24) doc.moveTo(area.x, y).lineTo(area.x + area.width, y);
    doc.lineWidth(INK.least).strokeColor('#bbb').stroke();
    folio(doc, page);
  },
  closing(doc, book, page) {
    const { area } = page;
    doc.font('bold').fontSize(11).fillColor('#000').text(page.heading, area.x, area.y, { ...UNJOINED, width: area.width });
    doc.font('regular').fontSize(8).fillColor(GREY);
    const { url, words } = book.remake;
    if (url) {
      doc.text('Open this address, or scan the code, for the same book:', area.x, doc.y + 6, { ...UNJOINED, width: area.width });
      doc.text(url, area.x, doc.y + 4, { ...UNJOINED, width: area.width });
      qrCode(doc, url, [area.x, doc.y + 10], Math.min(108, area.width / 2));
    } else {
      doc.text('The same settings make the same book:', area.x, doc.y + 6, { ...UNJOINED, width: area.width });
      doc.text(words, area.x, doc.y + 4, { ...UNJOINED, width: area.width });
    }
    folio(doc, page);
  },
};

/** The page's heading, its level on the right, and the instruction under them (two lines at most). */
function heading(doc: PDFKit.PDFDocument, { heading: text, level, instruction, area }: PageLayout): void {
  const levelWidth = level ? 90 : 0;
  doc.font('bold').fontSize(14).fillColor('#000').text(text, area.x, area.y, { ...UNJOINED, lineBreak: false, width: area.width - levelWidth, ellipsis: true });
  if (level) doc.fontSize(12).text(level, area.x + area.width - levelWidth, area.y + 2, { ...UNJOINED, width: levelWidth, align: 'right', lineBreak: false });
  if (!instruction) return;
  doc.font('regular').fontSize(10);
  doc.text(instruction, area.x, area.y + 18, { ...UNJOINED, width: area.width, height: 2 * doc.currentLineHeight(true), ellipsis: true });
}

function nameLine(doc: PDFKit.PDFDocument, area: Box): void {
  const y = area.y + HEADER + 4;
  const { x, width } = area;
  doc.font('regular').fontSize(10).fillColor('#000').text('Name', x, y, { ...UNJOINED, lineBreak: false });
  doc.text('Date', x + width * 0.62, y, { ...UNJOINED, lineBreak: false });
  const rule = (x1: number, x2: number) => doc.moveTo(x1, y + 11).lineTo(x2, y + 11);
  rule(x + 30, x + width * 0.58);
  rule(x + width * 0.62 + 26, x + width);
  doc.lineWidth(INK.least).strokeColor('#000').stroke();
}

/** The page number at the foot's outside corner, and an answer page's footer beside it. */
function folio(doc: PDFKit.PDFDocument, { folio: number, footer, area, rightHand: right }: PageLayout): void {
  const foot = area.y + area.height - FOOTER + 10;
  const numberWidth = 40;
  const numberX = right ? area.x + area.width - numberWidth : area.x;
  if (footer) {
    const textX = right ? area.x : area.x + numberWidth + 8;
    // Two lines at most: a URL or the settings in words on a narrow trim.
    doc.font('regular').fontSize(7).fillColor(GREY);
    doc.text(footer, textX, foot - 4, { ...UNJOINED, width: area.width - numberWidth - 8, height: 2 * doc.currentLineHeight(true), ellipsis: true });
  }
  doc.font('regular').fontSize(9).fillColor('#000').text(number, numberX, foot, { ...UNJOINED, width: numberWidth, align: right ? 'right' : 'left', lineBreak: false });
}

/** A QR code of `text`, `side` points square, its top left at `at`: one filled path, a rectangle for each row's run of dark modules. */
function qrCode(doc: PDFKit.PDFDocument, text: string, [x, y]: Point, side: number): void {
  const { size, data } = encode(text, { ecc: 'M', border: 0 });
  const m = side / size;
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) {
      if (!data[row][col]) continue;
      const from = col;
      while (col + 1 < size && data[row][col + 1]) col++;
      doc.rect(x + from * m, y + row * m, (col - from + 1) * m, m);
    }
  doc.fill('#000');
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
    doc.lineWidth(Math.max(pen.width, INK.least / k)).lineCap(pen.flat ? 'butt' : pen.round ? 'round' : 'square').lineJoin(pen.round ? 'round' : 'miter').strokeColor(pen.color);
    doc.addContent(`/${name} Do`).restore();
  };
  const surface: Surface = {
    ink: inkWidth / k,
    segments: (segments: Segments, pen: Pen) => stroke(segmentsForm(segments, pen.width), pen),
    polyline: (points: Float64Array, pen: Pen) => stroke(polylineForm(points, pen.width), pen),
    disc([x, y]: Point, radius: number, fill: string, outline?: Pen) {
      doc.circle(X(x), Y(y), radius * k);
      if (outline) doc.lineWidth(Math.max(outline.width * k, INK.least)).fillAndStroke(fill, outline.color);
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
