/**
 * The board on the page: a view's picture as SVG, and over it the spots a
 * person picks, by pointer or by a keyboard cursor (arrow keys, Enter or
 * Space, Escape). Legal next picks carry `data-move` (the move, as JSON,
 * where the pick completes one) or `data-pick`, and are highlighted while
 * hints are on.
 */
import type { Ink, Mark, Picture, Spot } from '../core/view.ts';

const SVG = 'http://www.w3.org/2000/svg';

/** Each player's colour, from player 1; also the page's (status, scores). */
export const PLAYER_COLOURS = ['#d1495b', '#2e6fdb', '#2a9d3a', '#e08a00', '#8e44ad', '#11827f', '#6d4c41', '#5c5c5c'];
const INKS: Record<string, string> = { grid: '#c8c8c8', ink: '#111', shade: '#e9e4d4', mark: '#111', red: '#d62828', blue: '#1d4ed8' };
export const inkColour = (ink: Ink): string => (typeof ink === 'number' ? PLAYER_COLOURS[(ink - 1) % PLAYER_COLOURS.length] : INKS[ink]);

const el = <K extends keyof SVGElementTagNameMap>(name: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] => {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
};
const points = (p: readonly number[]) => p.map((v, i) => (i % 2 ? ',' : i ? ' ' : '') + +v.toFixed(3)).join('');

function markElement(m: Mark): SVGElement {
  if ('line' in m)
    return el('polyline', { points: points(m.line), fill: 'none', stroke: inkColour(m.ink), 'stroke-width': m.width ?? 0.03, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...(m.dash ? { 'stroke-dasharray': '0.12 0.12' } : {}) });
  if ('area' in m) return el('polygon', { points: points(m.area), fill: inkColour(m.ink) });
  if ('dot' in m) return el('circle', { cx: m.dot[0], cy: m.dot[1], r: m.r, fill: inkColour(m.ink) });
  if ('ring' in m) return el('circle', { cx: m.ring[0], cy: m.ring[1], r: m.r, fill: 'none', stroke: inkColour(m.ink), 'stroke-width': m.width });
  const t = el('text', { x: m.at[0], y: m.at[1], 'font-size': m.size, fill: inkColour(m.ink), 'text-anchor': 'middle', 'dominant-baseline': 'central' });
  t.textContent = m.text;
  return t;
}

export interface BoardHandlers {
  pick(key: string): void;
  cancel(): void;
}

export class Board {
  readonly svg: SVGSVGElement;
  private spotsLayer: SVGGElement;
  private band: SVGLineElement;
  private cursor: SVGCircleElement;
  private spots: Spot[] = [];
  private cursorKey: string | null = null;
  private bandFrom: readonly [number, number] | null = null;

  constructor(private readonly handlers: BoardHandlers) {
    this.svg = el('svg', { class: 'board', role: 'group', 'aria-roledescription': 'game board' });
    this.spotsLayer = el('g', { class: 'spots' });
    // Neither the line to the pointer nor the cursor may take a click from the spot under it.
    this.band = el('line', { class: 'band', 'pointer-events': 'none', stroke: '#111', 'stroke-width': 0.05, 'stroke-dasharray': '0.1 0.08', visibility: 'hidden' });
    this.cursor = el('circle', { class: 'cursor', 'pointer-events': 'none', r: 0.3, fill: 'none', stroke: '#111', 'stroke-width': 0.05, visibility: 'hidden' });
    this.svg.addEventListener('pointermove', (e) => this.followPointer(e));
    this.svg.addEventListener('keydown', (e) => this.key(e));
    this.svg.addEventListener('click', (e) => {
      const spot = (e.target as Element).closest('[data-key]');
      if (spot) {
        this.cursorKey = spot.getAttribute('data-key');
        handlers.pick(this.cursorKey as string);
      } else handlers.cancel();
    });
  }

  /**
   * Draws a position: its picture, its spots, the next picks (key → the move
   * it completes, or null), the picks made so far, and whether hints are on.
   */
  show(picture: Picture, spots: Spot[], next: Map<string, unknown>, made: readonly string[], hints: boolean, label: string): void {
    // Drawing anew drops the focused spot: the cursor's spot takes the focus back.
    const focused = this.svg.contains(document.activeElement);
    const { x, y, width, height } = picture.box;
    this.svg.setAttribute('viewBox', `${x} ${y} ${width} ${height}`);
    // As wide as the page allows, and no taller than most of the window.
    this.svg.parentElement?.style.setProperty('--aspect', String(width / height));
    this.svg.setAttribute('aria-label', label);
    this.svg.replaceChildren(el('rect', { x, y, width, height, fill: '#fff' }), ...picture.marks.map(markElement));
    this.spots = spots;
    this.spotsLayer.replaceChildren();
    for (const s of spots) {
      const shape = 'r' in s.hit ? el('circle', { cx: s.at[0], cy: s.at[1], r: s.hit.r }) : el('polygon', { points: points(s.hit.area) });
      shape.setAttribute('data-key', s.key);
      shape.setAttribute('role', 'button');
      shape.setAttribute('tabindex', '-1');
      const picked = made.includes(s.key);
      const legal = next.has(s.key);
      // With hints off, a screen reader is not told the legal moves either.
      shape.setAttribute('aria-label', `${s.label}${picked ? ', picked' : legal && hints ? ', a legal move' : ''}`);
      shape.setAttribute('class', `spot${legal ? ' legal' : ''}${legal && hints ? ' hint' : ''}${picked ? ' picked' : ''}`);
      if (legal) {
        const move = next.get(s.key);
        shape.setAttribute(move === null ? 'data-pick' : 'data-move', move === null ? s.key : JSON.stringify(move));
      }
      this.spotsLayer.append(shape);
    }
    this.svg.append(this.spotsLayer, this.band, this.cursor);
    const first = made.length > 0 ? spots.find((s) => s.key === made[0]) : undefined;
    this.bandFrom = first?.at ?? null;
    if (!this.bandFrom) this.band.setAttribute('visibility', 'hidden');
    if (this.cursorKey && !spots.some((s) => s.key === this.cursorKey)) this.cursorKey = null;
    this.placeCursor(focused);
  }

  /** Whether a line follows the pointer from the first pick (set by the game's view). */
  rubberBand = false;

  private followPointer(e: PointerEvent): void {
    if (!this.rubberBand || !this.bandFrom) return;
    const at = new DOMPoint(e.clientX, e.clientY).matrixTransform(this.svg.getScreenCTM()?.inverse());
    const [x1, y1] = this.bandFrom;
    for (const [k, v] of Object.entries({ x1, y1, x2: at.x, y2: at.y, visibility: 'visible' })) this.band.setAttribute(k, String(v));
  }

  private placeCursor(focus: boolean): void {
    // Tab reaches the board at its cursor, or at its first legal spot before there is one.
    this.cursorKey ??= (this.spotsLayer.querySelector('.legal') ?? this.spotsLayer.firstElementChild)?.getAttribute('data-key') ?? null;
    const spot = this.spots.find((s) => s.key === this.cursorKey);
    this.cursor.setAttribute('visibility', spot ? 'visible' : 'hidden');
    this.cursor.setAttribute('r', String(spot && 'r' in spot.hit ? spot.hit.r * 0.8 : 0.3));
    if (!spot) return;
    this.cursor.setAttribute('cx', String(spot.at[0]));
    this.cursor.setAttribute('cy', String(spot.at[1]));
    const target = this.spotsLayer.querySelector<SVGElement>(`[data-key="${CSS.escape(spot.key)}"]`);
    for (const s of this.spotsLayer.children) s.setAttribute('tabindex', s === target ? '0' : '-1');
    if (focus) target?.focus();
    if (this.bandFrom && this.rubberBand) for (const [k, v] of Object.entries({ x1: this.bandFrom[0], y1: this.bandFrom[1], x2: spot.at[0], y2: spot.at[1], visibility: 'visible' })) this.band.setAttribute(k, String(v));
  }

  private key(e: KeyboardEvent): void {
    const steps: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
    if (e.key in steps) {
      e.preventDefault();
      this.moveCursor(...steps[e.key]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (this.cursorKey) this.handlers.pick(this.cursorKey);
    } else if (e.key === 'Escape') this.handlers.cancel();
  }

  /** The nearest spot in a direction: ahead of the cursor, within 45° of it, nearest by distance with sideways steps weighed double. */
  private moveCursor(dx: number, dy: number): void {
    const here = this.spots.find((s) => s.key === this.cursorKey);
    if (!here) return this.placeCursor(true);
    let best: Spot | null = null;
    let bestScore = Infinity;
    for (const s of this.spots) {
      const ahead = (s.at[0] - here.at[0]) * dx + (s.at[1] - here.at[1]) * dy;
      const aside = Math.abs((s.at[0] - here.at[0]) * dy - (s.at[1] - here.at[1]) * dx);
      if (ahead <= 1e-9 || aside > ahead) continue;
      const score = ahead + 2 * aside;
      if (score < bestScore) [best, bestScore] = [s, score];
    }
    if (best) this.cursorKey = best.key;
    this.placeCursor(true);
  }
}
