/**
 * What the page shows of a game's log and, once it is over, of its end: the
 * log to download (as the API takes it), the outcome in words, and the maze
 * the server draws from the log (POST /games/{game}/maze.*), whose replay
 * is also the referee, with its downloads.
 */
import type { Session } from './session.ts';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** The log as the server takes it. */
const logOf = (s: Session) => ({ game: s.setup.game, ...s.setup.params, moves: s.moves });

async function fetchMaze(s: Session, ext: string, query = ''): Promise<Blob> {
  const r = await fetch(`/games/${s.setup.game}/maze.${ext}${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(logOf(s)) });
  if (!r.ok) {
    const problem = (await r.json().catch(() => ({}))) as { detail?: string };
    throw new Error(problem.detail ?? `the server answered ${r.status}`);
  }
  return r.blob();
}

export class Result {
  private logUrl = '';
  private mazeUrl = '';
  /** The maze asked for last: an answer to an earlier ask (a log since undone and played otherwise) is dropped. */
  private mazeAsked = 0;
  /** The game and length of log the end shown is of: drawn once, not at every render. */
  private shownFor: Session | null = null;
  private shownMoves = -1;

  /** `over`: said when a game is seen to be over. */
  constructor(private readonly over: (words: string) => void) {
    for (const b of document.querySelectorAll<HTMLButtonElement>('[data-download]')) {
      const [ext, query] = (b.dataset.download as string).split('?');
      b.addEventListener('click', () => {
        const s = this.shownFor;
        if (s) void this.download(s, ext, query ? `?${query}` : '', `${s.setup.game}-played${query ? '-answers' : ''}.${ext}`);
      });
    }
  }

  show(s: Session): void {
    this.showLog(s);
    const result = $('result');
    const outcome = s.rules.outcome(s.state);
    if (!outcome) {
      result.hidden = true;
      this.shownFor = null;
      this.mazeAsked++;
      return;
    }
    if (this.shownFor === s && this.shownMoves === s.moves.length) return;
    this.shownFor = s;
    this.shownMoves = s.moves.length;
    result.hidden = false;
    const words = $('outcome');
    words.textContent = s.entry.view.says(outcome);
    words.setAttribute('data-outcome', JSON.stringify(outcome));
    this.over(words.textContent);
    result.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    void this.drawMaze(s);
  }

  /** The move log as the API takes it, to download and post to /verify or /maze.*. */
  private showLog(s: Session): void {
    if (this.logUrl) URL.revokeObjectURL(this.logUrl);
    this.logUrl = URL.createObjectURL(new Blob([JSON.stringify(logOf(s))], { type: 'application/json' }));
    const a = $('log-link') as HTMLAnchorElement;
    a.href = this.logUrl;
    a.download = `${s.setup.game}-log.json`;
  }

  private async drawMaze(s: Session): Promise<void> {
    const picture = $('maze') as HTMLImageElement;
    const svg = $('svg-link') as HTMLAnchorElement;
    picture.removeAttribute('src');
    svg.removeAttribute('href');
    if (this.mazeUrl) URL.revokeObjectURL(this.mazeUrl);
    this.mazeUrl = '';
    const asked = ++this.mazeAsked;
    $('maze-note').textContent = 'The server is replaying the log and drawing the maze…';
    try {
      const blob = await fetchMaze(s, 'svg');
      if (asked !== this.mazeAsked) return;
      const url = (this.mazeUrl = URL.createObjectURL(blob));
      picture.src = url;
      svg.href = url;
      svg.download = `${s.setup.game}-played.svg`;
      $('maze-note').textContent = 'The server replayed every move and found them legal: this is the maze the game made.';
    } catch (e) {
      if (asked === this.mazeAsked) $('maze-note').textContent = `No maze: ${(e as Error).message}`;
    }
  }

  private async download(s: Session, ext: string, query: string, name: string): Promise<void> {
    try {
      const url = URL.createObjectURL(await fetchMaze(s, ext, query));
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (e) {
      $('maze-note').textContent = `No download: ${(e as Error).message}`;
    }
  }
}
