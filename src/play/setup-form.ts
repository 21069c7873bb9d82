/**
 * The form before a game: the game, its board (width and height; players and
 * rounds where it has them) and who sits in each seat, a person at this
 * device or a bot that plays the board, weakest to strongest.
 */
import type { BaseParams } from '../core/game.ts';
import type { PlayGame } from './games.ts';
import { botChoices, LARGEST_SIDE, strongest } from './seats.ts';
import type { Setup } from './session.ts';

export class SetupForm {
  private readonly form: HTMLFormElement;

  constructor(
    private readonly host: HTMLElement,
    private readonly games: ReadonlyMap<string, PlayGame>,
    private readonly start: (setup: Setup) => void,
    /** Back to the game on the table, when the form was opened over one. */
    cancel: () => void,
  ) {
    this.form = host.querySelector('form') as HTMLFormElement;
    const select = this.field<HTMLSelectElement>('game');
    select.replaceChildren(...[...games.values()].map(({ game }) => new Option(game.about.title, game.id)));
    select.addEventListener('change', () => this.fill(this.defaults(select.value)));
    for (const name of ['width', 'height', 'players', 'rounds']) this.field(name).addEventListener('change', () => this.fillSeats(this.read(), this.seats()));
    (host.querySelector('.cancel') as HTMLButtonElement).addEventListener('click', () => {
      this.close();
      cancel();
    });
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      const setup = this.read();
      if (setup) this.start(setup);
    });
  }

  static freshSeed(): string {
    return Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => 'abcdefghijkmnpqrstuvwxyz23456789'[b % 32]).join('');
  }

  private field<T extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(name: string): T {
    return this.form.elements.namedItem(name) as T;
  }

  /** A new game of `id` on its play board: a person in the first seat, the strongest bot in the others. */
  private defaults(id: string): Setup {
    const entry = this.games.get(id) as PlayGame;
    const params = entry.game.rules.params({ maxSide: LARGEST_SIDE }).parse(entry.view.playBoard) as Setup['params'];
    const players = params.players ?? entry.game.about.players.min;
    const bot = strongest(entry, params);
    return { game: id, params, seats: Array.from({ length: players }, (_, i) => (i === 0 ? 'person' : bot)), seed: SetupForm.freshSeed() };
  }

  /** Opens the form on a new game like `setup` (else the game chosen's defaults); `cancellable`: a game on the table can be gone back to. */
  open(setup?: Setup, cancellable = false): void {
    (this.host.querySelector('.cancel') as HTMLElement).hidden = !cancellable;
    this.problem('');
    this.fill(setup ? { ...setup, seed: SetupForm.freshSeed() } : this.defaults(this.field('game').value || (this.games.keys().next().value as string)));
    this.host.hidden = false;
    this.field('game').focus();
  }

  /** Says why the form cannot start a game (or a link could not be played); '' clears it. */
  problem(text: string): void {
    (this.host.querySelector('.problem') as HTMLElement).textContent = text;
  }

  /** The form for a new game of `game` on a board of its own. */
  openOn(game: string, params: Setup['params']): void {
    (this.host.querySelector('.cancel') as HTMLElement).hidden = true;
    this.fill({ ...this.defaults(game), params });
    this.host.hidden = false;
    this.field('game').focus();
  }

  close(): void {
    this.host.hidden = true;
  }

  private fill(setup: Setup): void {
    const entry = this.games.get(setup.game) as PlayGame;
    this.field('game').value = setup.game;
    for (const name of ['width', 'height', 'players', 'rounds'] as const) {
      const input = this.field(name);
      const value = setup.params[name];
      (input.closest('label') as HTMLElement).hidden = value === undefined || (name === 'players' && entry.game.about.players.min === entry.game.about.players.max);
      input.value = value === undefined ? '' : String(value);
      if (name === 'players') {
        input.min = String(entry.game.about.players.min);
        input.max = String(entry.game.about.players.max);
      }
    }
    this.field('width').max = this.field('height').max = String(LARGEST_SIDE);
    this.fillSeats(setup, setup.seats);
    this.seed = setup.seed;
  }

  private seed = '';

  /** Parameters from the fields, checked by the game's schema; null (and the reason shown) when they are not a board it has. */
  private read(): Setup | null {
    const id = this.field('game').value;
    const entry = this.games.get(id) as PlayGame;
    const raw: Record<string, number> = {};
    for (const name of ['width', 'height', 'players', 'rounds']) {
      const input = this.field(name);
      if (!(input.closest('label') as HTMLElement).hidden && input.value !== '') raw[name] = Number(input.value);
    }
    const parsed = entry.game.rules.params({ maxSide: LARGEST_SIDE }).safeParse(raw);
    if (!parsed.success) {
      this.problem(parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '));
      return null;
    }
    this.problem('');
    const params = parsed.data as Setup['params'];
    return { game: id, params, seats: this.seats().slice(0, params.players ?? entry.game.about.players.min), seed: this.seed || SetupForm.freshSeed() };
  }

  private seats(): string[] {
    return [...this.host.querySelectorAll<HTMLSelectElement>('select[name="seat"]')].map((s) => s.value);
  }

  /** One select a seat: a person, or each bot that plays the board; a seat keeps its choice where the board still allows it. */
  private fillSeats(setup: Setup | null, wanted: string[]): void {
    if (!setup) return;
    const entry = this.games.get(setup.game) as PlayGame;
    const params: BaseParams = setup.params;
    const players = params.players ?? entry.game.about.players.min;
    const choices = botChoices(entry, params);
    const fallback = strongest(entry, params);
    const seats = Array.from({ length: players }, (_, i) => {
      const label = document.createElement('label');
      label.textContent = `Player ${i + 1} `;
      const select = document.createElement('select');
      select.name = 'seat';
      select.append(new Option('a person at this device', 'person'), ...choices.map((c) => Object.assign(new Option(`bot: ${c.name}${c.rating === null ? '' : ` (rated ${c.rating})`}`, c.name), { title: c.description })));
      const want = wanted[i] ?? fallback;
      select.value = want === 'person' || choices.some((c) => c.name === want) ? want : fallback;
      label.append(select);
      return label;
    });
    (this.host.querySelector('.seats') as HTMLElement).replaceChildren(...seats);
  }
}
