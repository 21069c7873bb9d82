/**
 * One section of the book in the form: its game, board (width and height;
 * players and rounds where the game has them), level, count, mazes a page
 * and name, made from the page's <template id="section">, each field
 * checked against the game's limits in force (GET /games).
 */
import { range, type Catalogue, type Game } from './catalogue.ts';
import { checkFields, sayProblem } from './fields.ts';
import type { SectionSpec } from './spec.ts';

type Field = HTMLInputElement | HTMLSelectElement;

/** The level select's value for a ramp: every level in turn, easy to hard. */
const RAMP = 'ramp';

/** Sections made so far: each one's field ids are its own, whatever its place in the book. */
let made = 0;

export class Section {
  readonly element: HTMLElement;
  private readonly id = ++made;
  private game: Game;

  constructor(
    private readonly catalogue: Catalogue,
    spec: SectionSpec,
  ) {
    const template = document.getElementById('section') as HTMLTemplateElement;
    this.element = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    this.game = catalogue.games[0];
    this.name('game').replaceChildren(...catalogue.games.map((g) => new Option(g.title, g.id)));
    this.name('level').replaceChildren(new Option('any', ''), ...catalogue.levels.map((l) => new Option(l, l)), new Option('easy to hard', RAMP));
    this.name('perPage').replaceChildren(...Array.from({ length: catalogue.most.perPage }, (_, i) => new Option(String(i + 1))));
    this.name('count').max = String(catalogue.most.count);
    for (const field of this.element.querySelectorAll<Field>('[name]')) this.label(field);
    this.name('game').addEventListener('change', () => this.showGame());
    this.fill(spec);
  }

  /** A field of the section by its name in the spec (or `level`); null for a parameter the game has not. */
  field(name: string): Field | null {
    return this.element.querySelector<Field>(`[name="${name}"]`);
  }

  private name<T extends Field = HTMLInputElement>(name: string): T {
    return this.field(name) as T;
  }

  /** Gives a field an id of this section's, and its label's `for`. */
  private label(field: Field): void {
    field.id = `section${this.id}-${field.name}`;
    const label = field.closest('.field')?.querySelector('label');
    if (label) label.htmlFor = field.id;
  }

  /** Its place in the book, from 1: the legend, and which moves it has. */
  place(k: number, of: number): void {
    (this.element.querySelector('.number') as HTMLElement).textContent = String(k);
    (this.element.querySelector('[data-do="up"]') as HTMLButtonElement).disabled = k === 1;
    (this.element.querySelector('[data-do="down"]') as HTMLButtonElement).disabled = k === of;
    (this.element.querySelector('[data-do="remove"]') as HTMLButtonElement).disabled = of === 1;
  }

  fill(spec: SectionSpec): void {
    const known = this.catalogue.games.some((g) => g.id === spec.game);
    this.name<HTMLSelectElement>('game').value = known ? spec.game : this.catalogue.games[0].id;
    this.showGame();
    const width = spec.width ?? spec.size;
    const height = spec.height ?? spec.size;
    if (typeof width === 'number') this.name('width').value = String(width);
    if (typeof height === 'number') this.name('height').value = String(height);
    for (const name of ['players', 'rounds'] as const) choose(this.field(name), spec[name]);
    this.name('level').value = spec.ramp ? RAMP : (spec.difficulty ?? '');
    this.name('count').value = String(typeof spec.count === 'number' ? spec.count : 1);
    choose(this.field('perPage'), spec.perPage);
    this.name('name').value = spec.name ?? '';
    this.showCount();
  }

  /** The game chosen: its sides' range, its own parameters; a board it allows stays, as a teacher chose it. */
  private showGame(): void {
    this.game = this.catalogue.games.find((g) => g.id === this.field('game')?.value) as Game;
    for (const side of [this.name('width'), this.name('height')]) {
      side.max = String(this.game.size.max);
      if (!side.validity.valid || side.value === '') side.value = String(this.game.size.default);
    }
    const params = this.element.querySelector('.params') as HTMLElement;
    params.replaceChildren();
    for (const name of Object.keys(this.game.parameters)) {
      const r = name !== 'width' && name !== 'height' && range(this.game, name);
      if (!r) continue;
      const field = Object.assign(document.createElement('div'), { className: 'field' });
      const label = Object.assign(document.createElement('label'), { textContent: `${name[0].toUpperCase()}${name.slice(1)}`, title: r.description ?? '' });
      const select = Object.assign(document.createElement('select'), { name });
      for (let i = r.minimum; i <= r.maximum; i++) select.add(new Option(String(i), String(i), false, i === (r.default ?? r.minimum)));
      select.addEventListener('change', () => this.showCount());
      field.append(label, select);
      params.append(field);
      this.label(select);
    }
    this.showCount();
  }

  /** A game of several boards (labyrinthine-loop) makes a maze a board: its count is of games. */
  private showCount(): void {
    const boards = this.game.boardsFrom.reduce((n, name) => n * Number(this.field(name)?.value ?? this.game.parameters[name]?.const ?? 1), 1);
    (this.element.querySelector('.count-unit') as HTMLElement).textContent = boards > 1 ? 'Games' : 'Mazes';
  }

  /** The section as the spec writes it: `size` where the board is square, the level as `difficulty` or `ramp`. */
  read(): SectionSpec {
    const number = (name: string) => this.name(name).valueAsNumber;
    const spec: SectionSpec = { game: this.game.id };
    const [width, height] = [number('width'), number('height')];
    if (width === height) spec.size = width;
    else Object.assign(spec, { width, height });
    for (const name of ['players', 'rounds'] as const) if (this.field(name)) spec[name] = Number(this.field(name)?.value);
    const level = this.name('level').value;
    if (level === RAMP) spec.ramp = true;
    else if (level) spec.difficulty = level;
    spec.count = number('count');
    spec.perPage = Number(this.name('perPage').value);
    const name = this.name('name').value.trim();
    if (name) spec.name = name;
    return spec;
  }

  /** Checks every field: the first problem, or ''. */
  check(): string {
    this.sayProblem('');
    return checkFields(this.element);
  }

  /**
   * Says the server's problem with a field of the spec under that field:
   * `size` under both sides, `difficulty` and `ramp` under the level, and
   * the section as a whole (no field, or one it has not) under its fieldset.
   */
  sayServerProblem(name: string | undefined, message: string): void {
    const fields = name === 'size' ? ['width', 'height'] : name === 'difficulty' || name === 'ramp' ? ['level'] : name ? [name] : [];
    const found = fields.map((f) => this.field(f)).filter((f) => f !== null);
    if (found.length === 0) return this.sayProblem(message);
    for (const f of found) sayProblem(f, message);
  }

  private sayProblem(message: string): void {
    (this.element.querySelector('.section-problem') as HTMLElement).textContent = message;
  }
}

/** Chooses `value` in a select where it is one of its options; else the select keeps what it had. */
function choose(select: Field | null, value: number | undefined): void {
  if (select && value !== undefined && [...(select as HTMLSelectElement).options].some((o) => o.value === String(value))) select.value = String(value);
}
