/**
 * The book's preview: the spec posted to /books.pdf, the answer kept as a
 * Blob, its pages drawn as thumbnails by pdf.js (its worker parses the PDF
 * off the page's thread), and the Download link made of that very Blob, so
 * the file saved is the one whose pages are shown. A newer preview stops an
 * older one wherever it is: the request, the parsing or the drawing.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import type { BookSpec } from './spec.ts';

GlobalWorkerOptions.workerSrc = (document.querySelector('meta[name="pdf-worker"]') as HTMLMetaElement).content;

/** A refused spec: the server's problem+json, or what went wrong on the way. */
export interface Refusal {
  detail: string;
  errors: { path: string; message: string }[];
}

/** How long a book may take before the page stops waiting: past the server's own deadline and queue. */
const WAIT_MS = 120_000;
/** A busy server is asked again after its Retry-After, while that is short, up to this long in all. */
const RETRY_TOTAL_MS = 30_000;
/** A thumbnail's width in CSS pixels (drawn at the screen's own density). */
const THUMB_PX = 150;

export interface PreviewView {
  status: HTMLElement;
  progress: HTMLProgressElement;
  pages: HTMLElement;
  thumbnails: HTMLElement;
  download: HTMLAnchorElement;
}

export class Preview {
  private running: AbortController | null = null;
  /** The object URL of the Blob on show, revoked when another takes its place. */
  private url = '';

  constructor(private readonly view: PreviewView) {}

  /** Makes and shows the book of `spec`: null once shown (or stopped by a newer one), else why it was refused. */
  async show(spec: BookSpec): Promise<Refusal | null> {
    this.running?.abort();
    const run = (this.running = new AbortController());
    const started = performance.now();
    const tick = setInterval(() => this.say(`Making the book… ${Math.round((performance.now() - started) / 1000)} s`), 1000);
    this.progress(null, 'Making the book…');
    try {
      const answer = await post(spec, run.signal);
      if (run.signal.aborted) return null;
      if (!answer.ok) {
        this.clear();
        this.progress(undefined, '');
        return answer.refusal;
      }
      clearInterval(tick);
      await this.draw(answer.blob, answer.fileName, run.signal);
      return null;
    } finally {
      clearInterval(tick);
      if (this.running === run) this.running = null;
    }
  }

  /** The pages of the Blob as thumbnails, the Download link its own; stopped between pages when `signal` aborts. */
  private async draw(blob: Blob, fileName: string, signal: AbortSignal): Promise<void> {
    this.progress(null, 'Reading the book…');
    // pdf.js takes its bytes away to its worker: it is given a copy, and the Blob stays as the server sent it.
    const task = getDocument({ data: new Uint8Array(await blob.arrayBuffer()) });
    signal.addEventListener('abort', () => void task.destroy(), { once: true });
    let pdf: PDFDocumentProxy;
    try {
      pdf = await task.promise;
    } catch (e) {
      if (!signal.aborted) this.progress(undefined, `The book came but cannot be shown: ${(e as Error).message}`);
      return;
    }
    this.clear();
    this.url = URL.createObjectURL(blob);
    Object.assign(this.view.download, { href: this.url, download: fileName, hidden: false });
    this.view.pages.textContent = `${pdf.numPages} ${pdf.numPages === 1 ? 'page' : 'pages'}`;
    const frames = Array.from({ length: pdf.numPages }, (_, i) => this.frame(i + 1));
    this.view.thumbnails.replaceChildren(...frames);
    for (const [i, frame] of frames.entries()) {
      if (signal.aborted) return;
      this.progress((i + 1) / pdf.numPages, `Drawing page ${i + 1} of ${pdf.numPages}…`);
      const page = await pdf.getPage(i + 1);
      const viewport = page.getViewport({ scale: (THUMB_PX * devicePixelRatio) / page.getViewport({ scale: 1 }).width });
      const canvas = frame.querySelector('canvas') as HTMLCanvasElement;
      Object.assign(canvas, { width: Math.round(viewport.width), height: Math.round(viewport.height) });
      const render = page.render({ canvas, viewport });
      signal.addEventListener('abort', () => render.cancel(), { once: true });
      await render.promise.catch(() => undefined);
    }
    if (signal.aborted) return;
    await pdf.destroy();
    this.progress(undefined, `Ready: ${fileName}, ${this.view.pages.textContent}.`);
    this.view.thumbnails.dataset.state = 'ready';
  }

  private frame(n: number): HTMLElement {
    const li = document.createElement('li');
    const canvas = Object.assign(document.createElement('canvas'), { role: 'img', ariaLabel: `page ${n}` });
    li.append(canvas, Object.assign(document.createElement('span'), { textContent: String(n) }));
    return li;
  }

  /** No book on show: thumbnails and download go together, so neither outlives the other. */
  private clear(): void {
    if (this.url) URL.revokeObjectURL(this.url);
    this.url = '';
    this.view.thumbnails.replaceChildren();
    delete this.view.thumbnails.dataset.state;
    this.view.pages.textContent = '';
    Object.assign(this.view.download, { hidden: true });
    this.view.download.removeAttribute('href');
  }

  /** The progress bar: a share done, null while it is not known, undefined for none; and the words beside it. */
  private progress(done: number | null | undefined, words: string): void {
    const bar = this.view.progress;
    bar.hidden = done === undefined;
    if (done === null) bar.removeAttribute('value');
    else if (done !== undefined) bar.value = done;
    this.say(words);
  }

  private say(words: string): void {
    this.view.status.textContent = words;
  }
}

type Answer = { ok: true; blob: Blob; fileName: string } | { ok: false; refusal: Refusal | null };

/** POSTs the spec, asking a busy server again after its Retry-After: the PDF, or why not (null: stopped). */
async function post(spec: BookSpec, signal: AbortSignal): Promise<Answer> {
  const body = JSON.stringify(spec);
  const begun = Date.now();
  for (;;) {
    let res: Response;
    try {
      res = await fetch('/books.pdf', { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.any([signal, AbortSignal.timeout(WAIT_MS)]) });
    } catch (e) {
      if (signal.aborted) return { ok: false, refusal: null };
      const name = (e as Error).name;
      return { ok: false, refusal: { detail: name === 'TimeoutError' ? `no answer from the server after ${WAIT_MS / 1000} s` : `the server could not be reached (${(e as Error).message})`, errors: [] } };
    }
    if (res.ok) {
      // Named as the server names it (from the title), so the saved file is the one a curl of the spec would save.
      const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'book.pdf';
      return { ok: true, blob: await res.blob(), fileName };
    }
    // A busy server (503) and a used-up share of it (429) both say when to come back.
    const wait = res.status === 503 || res.status === 429 ? Number(res.headers.get('retry-after')) * 1000 : NaN;
    if (!(wait > 0 && Date.now() - begun + wait <= RETRY_TOTAL_MS)) return { ok: false, refusal: await refusalOf(res) };
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (signal.aborted) return { ok: false, refusal: null };
  }
}

/** The server's problem+json, less the environment variable that sets a limit (that is for its operator); else its status. */
async function refusalOf(res: Response): Promise<Refusal> {
  const problem = (res.headers.get('content-type') ?? '').includes('json') ? ((await res.json().catch(() => null)) as Partial<Refusal> | null) : null;
  const words = (text: string) => text.replace(/ \((?:[A-Z0-9]+_)+[A-Z0-9]+\)/g, '');
  if (!problem?.detail) return { detail: `the server answered ${res.status} ${res.statusText}`.trim(), errors: [] };
  return { detail: words(problem.detail), errors: (problem.errors ?? []).map((e) => ({ path: e.path, message: words(e.message) })) };
}
