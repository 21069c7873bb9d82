/** The page's side of the bot worker (bot-worker.ts): one question at a time; an answer to a question since withdrawn is dropped. */
import type { BaseParams } from '../core/game.ts';

export interface BotAsk {
  id: number;
  game: string;
  params: BaseParams;
  bot: string;
  seed: string;
  moves: unknown[];
}

export type BotAnswer = { id: number; move: unknown; ms: number } | { id: number; error: string };

export class BotClient {
  /** Started at the first question: a page that opens on a person's turn loads no worker before its board. */
  private worker: Worker | null = null;
  private asked = 0;
  private waiting: ((a: BotAnswer | null) => void) | null = null;

  constructor(private readonly url: string) {}

  private start(): Worker {
    const worker = new Worker(this.url, { type: 'module' });
    worker.onmessage = (e: MessageEvent<BotAnswer>) => {
      if (e.data.id === this.asked) this.answer(e.data);
    };
    // A worker that cannot load (its script gone after a new release) or breaks answers the question with why, and is started afresh next time.
    worker.onerror = (e) => {
      e.preventDefault();
      this.worker = null;
      this.answer({ id: this.asked, error: e.message || 'the bots’ worker could not start: reload the page' });
    };
    return worker;
  }

  private answer(a: BotAnswer): void {
    const done = this.waiting;
    this.waiting = null;
    done?.(a);
  }

  /** The bot's move, or null when the question is withdrawn first. */
  ask(q: Omit<BotAsk, 'id'>): Promise<BotAnswer | null> {
    this.withdraw();
    const id = ++this.asked;
    this.worker ??= this.start();
    const worker = this.worker;
    return new Promise((resolve) => {
      this.waiting = resolve;
      worker.postMessage({ ...q, id });
    });
  }

  /** Drops the question being thought about: a worker busy with it is replaced, so the next answer comes at once. */
  withdraw(): void {
    if (!this.waiting) return;
    const done = this.waiting;
    this.waiting = null;
    this.worker?.terminate();
    this.worker = null;
    done(null);
  }

  get thinking(): boolean {
    return this.waiting !== null;
  }
}
