/**
 * The book page (GET /book, docs/book.md): a puzzle book built section by
 * section, every field checked before the spec is sent, its pages previewed
 * as thumbnails, the PDF shown downloaded as it is, and the spec kept in the
 * URL's fragment so that a link opens the same book.
 */
import { loadCatalogue, paperName, type Catalogue } from './catalogue.ts';
import { checkFields, sayProblem } from './fields.ts';
import { Preview, type Refusal } from './preview.ts';
import { Section } from './section.ts';
import { readLink, writeLink, type BookSpec, type SectionSpec } from './spec.ts';

const $ = <T extends HTMLElement = HTMLInputElement>(id: string) => document.getElementById(id) as T;
const form = $<HTMLFormElement>('book');
const list = $('sections');
const preview = new Preview({ status: $('status'), progress: $<HTMLProgressElement>('progress'), pages: $('pages'), thumbnails: $('thumbnails'), download: $<HTMLAnchorElement>('download') });
let sections: Section[] = [];

/** The book's own options, by the spec's names: each field's id is its name. */
const BOOK_FIELDS = ['title', 'subtitle', 'paper', 'answers', 'seed'] as const;
const BOOK_FLAGS = ['bleed', 'pad'] as const;

/** A seed of letters and digits that read apart (no l, 1, o, 0). */
const freshSeed = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => 'abcdefghijkmnpqrstuvwxyz23456789'[b % 32]).join('');

/** A new book: one section of the first game, four mazes two a page. */
const FIRST_SECTION = (catalogue: Catalogue): SectionSpec => ({ game: catalogue.games[0].id, count: 4, perPage: 2 });

function readSpec(): BookSpec {
  const spec: BookSpec = { sections: sections.map((s) => s.read()) };
  for (const name of BOOK_FIELDS) {
    const value = $<HTMLInputElement | HTMLSelectElement>(name).value.trim();
    if (value) spec[name] = value;
  }
  for (const name of BOOK_FLAGS) if ($(name).checked) spec[name] = true;
  if ($('header').checked) spec.header = 'name';
  return spec;
}

function fillSpec(catalogue: Catalogue, spec: BookSpec): void {
  for (const name of BOOK_FIELDS) {
    const field = $<HTMLInputElement | HTMLSelectElement>(name);
    const value = spec[name] ?? '';
    // A select keeps its choice where the link names none it has.
    if (field instanceof HTMLInputElement || [...field.options].some((o) => o.value === value)) field.value = value;
  }
  if (!spec.seed) $('seed').value = freshSeed();
  for (const name of BOOK_FLAGS) $(name).checked = spec[name] === true;
  $('header').checked = spec.header === 'name';
  sections = spec.sections.slice(0, catalogue.most.sections).map((s) => new Section(catalogue, s));
  showSections(catalogue);
}

/** The sections in their order, each told its place; Add while the book has room. */
function showSections(catalogue: Catalogue): void {
  list.replaceChildren(...sections.map((s) => s.element));
  sections.forEach((s, k) => s.place(k + 1, sections.length));
  $<HTMLButtonElement>('add-section').disabled = sections.length >= catalogue.most.sections;
}

/** The URL names the book as the form has it: a link opens it again, seed and all. */
async function remember(): Promise<void> {
  const link = await writeLink(readSpec());
  history.replaceState(null, '', link);
}

/** A form changed since its preview: the pages shown are the last preview's, and say so. */
function edited(): void {
  $('thumbnails').classList.add('stale');
  $('stale').hidden = !$('thumbnails').hasChildNodes();
  void remember();
}

/** Checks every field, each problem under it: the first problem, or ''. */
function check(): string {
  $('sections-problem').textContent = '';
  const problems = [checkFields($('book-options')), ...sections.map((s) => s.check())];
  return problems.find(Boolean) ?? '';
}

/** Says each of the server's errors under the field it names (sections.1.size), else under the sections, else in the status. */
function sayRefusal(refusal: Refusal): void {
  $('status').textContent = `Not made: ${refusal.detail}`;
  $('status').classList.add('error');
  for (const { path, message } of refusal.errors) {
    const [head, k, name] = path.split('.');
    if (head === 'sections' && k !== undefined && sections[Number(k)]) sections[Number(k)].sayServerProblem(name, message);
    else if (head === 'sections') $('sections-problem').textContent = message;
    else if (head === 'trim' || (BOOK_FIELDS as readonly string[]).includes(head)) sayProblem($(head === 'trim' ? 'paper' : head), message);
  }
}

/** Checks the form and previews its book; `reveal`: a Preview asked for by a tap, whose progress a phone scrolls to. */
async function show({ reveal = false } = {}): Promise<void> {
  $('status').classList.remove('error');
  const problem = check();
  if (problem) {
    $('status').textContent = `Not made yet. ${problem}`;
    $('status').classList.add('error');
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return;
  }
  const spec = readSpec();
  await remember();
  $('thumbnails').classList.remove('stale');
  $('stale').hidden = true;
  // On a phone the pages are under the form: the progress is brought into view, where it is out of it.
  const view = $('view').getBoundingClientRect();
  if (reveal && view.top > innerHeight * 0.8) $('view').scrollIntoView({ block: 'start', behavior: 'smooth' });
  const refusal = await preview.show(spec);
  if (refusal) sayRefusal(refusal);
}

async function start(): Promise<void> {
  const catalogue = await loadCatalogue();
  $<HTMLSelectElement>('paper').replaceChildren(...catalogue.papers.map((p) => new Option(paperName(p), p)));
  const linked = await readLink(location.hash);
  fillSpec(catalogue, linked instanceof Error || linked === null ? { sections: [FIRST_SECTION(catalogue)] } : linked);
  if (linked instanceof Error) $('link-problem').textContent = linked.message;

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void show({ reveal: true });
  });
  form.addEventListener('input', edited);
  $('new-seed').addEventListener('click', () => {
    $('seed').value = freshSeed();
    edited();
  });
  $('add-section').addEventListener('click', () => {
    // A new section is of the last one's game: a book often has several of one game at rising levels.
    const last = sections.at(-1)?.read();
    sections.push(new Section(catalogue, { ...FIRST_SECTION(catalogue), ...(last && { game: last.game }) }));
    showSections(catalogue);
    sections.at(-1)?.field('game')?.focus();
    edited();
  });
  list.addEventListener('click', (e) => {
    const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-do]');
    if (!button) return;
    const k = sections.findIndex((s) => s.element.contains(button));
    const to = { up: k - 1, down: k + 1, remove: -1 }[button.dataset.do as 'up' | 'down' | 'remove'];
    const [moved] = sections.splice(k, 1);
    if (to >= 0) sections.splice(to, 0, moved);
    showSections(catalogue);
    // The focus stays on the section moved, or goes to the one after a removed one.
    (to >= 0 ? moved.element.querySelector<HTMLElement>(`[data-do="${button.dataset.do}"]:not(:disabled)`) ?? moved.field('game') : sections[Math.min(k, sections.length - 1)].field('game'))?.focus();
    edited();
  });
  document.body.dataset.ready = '';
  await show();
}

void start();
