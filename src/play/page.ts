/**
 * The play page (GET /play): a game at the table between people at this
 * device and bots, every move checked by the game's own rules as it is made,
 * the bots thinking in a worker, the whole game in the URL fragment, and the
 * finished game's maze made by the server from the log.
 */
import type { Mark } from '../core/view.ts';
import { Board, PLAYER_COLOURS } from './board.ts';
import { BotClient } from './bot-client.ts';
import { playGames, type PlayGame } from './games.ts';
import { readLink, writeLink } from './link.ts';
import { choicesOf, nextPicks, type Choices } from './picker.ts';
import { Session, type Setup } from './session.ts';
import { SetupForm } from './setup-form.ts';
import { Result } from './result.ts';
import { moveWords } from './words.ts';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const workerUrl = (document.querySelector('meta[name="bot-worker"]') as HTMLMetaElement).content;

const bots = new BotClient(workerUrl);
const board = new Board({ pick, cancel });
$('board').append(board.svg);
const say = $('say');
const result = new Result((words) => announce(`Game over. ${words}.`));
const form = new SetupForm($('setup'), playGames, (setup) => begin(setup, []), () => {
  $('table').hidden = false;
});

let session: Session | null = null;
/** Games left by New game or Play again, the latest last: undo at a game's first move goes back to them. */
const earlier: { setup: Setup; moves: unknown[] }[] = [];
let made: string[] = [];
/** Marks that show why the last attempt was refused (the view's refusal), until the next pick or move. */
let refused: Mark[] = [];
let choices: Choices<unknown> = { moves: [], picks: [] };
let hints = true;
/** Let the bots finish: every seat is played by a bot until the game ends. */
let finishing = false;
/** The bots wait for Play on: after a changed link was refused, or a bot could not move. */
let paused = false;

/** Says something under the board, read out by screen readers; a refused move's rule and the move tried ride along for tests and tools. */
function announce(text: string, kind: 'info' | 'refused' = 'info', tried?: { rule: string; move: unknown }): void {
  say.textContent = text;
  say.className = kind;
  if (tried) Object.assign(say.dataset, { rule: tried.rule, attempt: JSON.stringify(tried.move) });
  else for (const name of ['rule', 'attempt']) delete say.dataset[name];
}

/** Starts a game, from a setup and the moves of a link (checked by the rules before); `keep`: the game left can be undone back to. */
function begin(setup: Setup, moves: unknown[], keep = true, wait = false): void {
  bots.withdraw();
  if (session && keep) earlier.push({ setup: session.setup, moves: session.allMoves.slice(0, session.moves.length) });
  session = new Session(playGames.get(setup.game) as PlayGame, setup, [...moves]);
  made = [];
  finishing = false;
  paused = wait;
  delete $('table').dataset.refused;
  $('link-refusal').hidden = true;
  announce('');
  form.close();
  $('table').hidden = false;
  board.rubberBand = session.entry.view.rubberBand ?? false;
  render();
}

const seatName = (s: Session, player: number) => {
  const seat = s.setup.seats[player - 1];
  return seat === 'person' ? `Player ${player}` : `Player ${player} (${seat})`;
};

function chip(player: number, text: string): HTMLElement {
  const span = document.createElement('span');
  span.className = 'chip';
  span.style.setProperty('--colour', PLAYER_COLOURS[(player - 1) % PLAYER_COLOURS.length]);
  span.textContent = text;
  return span;
}

/** The link written last: the URL takes only the latest, as links are written a moment after their moves. */
let linkAsked = 0;

function render(): void {
  const s = session as Session;
  const shown = refused;
  refused = [];
  const { view, game } = s.entry;
  // Picks are a person's: a position a bot is to move in (or none is) offers none.
  const picking = s.toMove !== null && !botsToMove(s);
  choices = choicesOf(view, s.state, picking ? game.rules.legalMoves(game.rules.clone(s.state)) : []);
  const next = nextPicks(choices, made);
  const picture = view.picture(s.state);
  board.show({ ...picture, marks: [...picture.marks, ...shown] }, view.spots(s.state), next, made, hints, `${game.about.title}, ${s.setup.params.width} by ${s.setup.params.height}`);
  renderStatus(s);
  renderActions(s);
  renderMoves(s);
  result.show(s);
  const moves = s.moves.length;
  const asked = ++linkAsked;
  void writeLink(s.entry, s.setup, s.moves).then((hash) => {
    if (asked !== linkAsked) return;
    history.replaceState(null, '', hash);
    // How many moves the URL holds, for tests and tools: the link is written a moment after the move.
    $('table').dataset.linked = String(moves);
  });
  if (botsToMove(s) && s.undone.length === 0 && !paused) void botTurn(s);
}

/** Whether a bot plays the next move: a bot's seat, or any seat while the bots finish. */
const botsToMove = (s: Session) => s.toMove !== null && (finishing || s.seatToMove !== 'person');

function renderStatus(s: Session): void {
  const status = $('status');
  const toMove = s.toMove;
  const parts: (HTMLElement | string)[] = [];
  if (toMove !== null) {
    const thinking = botsToMove(s) && s.undone.length === 0 && !paused;
    parts.push(chip(toMove, `${seatName(s, toMove)} ${thinking ? 'is thinking…' : 'to move'}`));
  } else parts.push('Game over');
  const scores = s.rules.outcome(s.state)?.scores ?? s.entry.view.scores?.(s.state);
  if (scores) {
    const list = document.createElement('span');
    list.className = 'scores';
    for (const [p, score] of Object.entries(scores)) list.append(chip(Number(p), `${p}: ${score}`));
    parts.push(list);
  }
  status.replaceChildren(...parts);
  // Whose turn, for tests and tools: a person's, a bot's (thinking, or waiting while the log is browsed), or none.
  $('table').dataset.turn = toMove === null ? 'over' : botsToMove(s) ? 'bot' : 'person';
  status.classList.toggle('thinking', botsToMove(s) && s.undone.length === 0 && !paused);
}

function renderActions(s: Session): void {
  const actions = $('game-actions');
  const own = s.toMove !== null && !botsToMove(s) ? (s.entry.view.actions?.(s.state) ?? []) : [];
  keepingFocus(actions, () => actions.replaceChildren(
    ...own.map(({ label, move }) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.addEventListener('click', () => attempt(move));
      return b;
    }),
  ));
  ($('undo') as HTMLButtonElement).disabled = s.moves.length === 0 && earlier.length === 0;
  ($('redo') as HTMLButtonElement).disabled = s.undone.length === 0;
  ($('finish') as HTMLButtonElement).disabled = s.toMove === null;
  $('finish').textContent = finishing ? 'Stop the bots' : 'Let the bots finish';
  $('play-on').hidden = !(botsToMove(s) && (s.undone.length > 0 || paused));
}

function renderMoves(s: Session): void {
  const list = $('moves');
  const all = s.allMoves;
  keepingFocus(list, () => list.replaceChildren(
    ...all.map((m, i) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = moveWords(m);
      if (i === s.moves.length - 1) b.setAttribute('aria-current', 'step');
      if (i >= s.moves.length) b.className = 'undone';
      b.addEventListener('click', () => goTo(i + 1));
      li.append(b);
      return li;
    }),
  ));
  $('at-start').toggleAttribute('aria-current', s.moves.length === 0);
}

/** Redraws a list of buttons; a button of it that had the focus gives it to the button in its place. */
function keepingFocus(host: HTMLElement, redraw: () => void): void {
  const index = [...host.querySelectorAll('button')].indexOf(document.activeElement as HTMLButtonElement);
  redraw();
  if (index >= 0) host.querySelectorAll('button')[Math.min(index, host.querySelectorAll('button').length - 1)]?.focus();
}

function goTo(n: number): void {
  const s = session as Session;
  bots.withdraw();
  finishing = false;
  s.goTo(n);
  made = [];
  render();
}

async function botTurn(s: Session): Promise<void> {
  if (bots.thinking) return;
  const player = s.toMove as number;
  const seat = s.seatToMove as string;
  const bot = seat === 'person' ? s.entry.game.profile.defaultBot : seat;
  renderStatus(s);
  const answer = await bots.ask({ game: s.setup.game, params: s.setup.params, bot, seed: s.setup.seed, moves: s.moves });
  if (!answer || s !== session) return;
  const problem = 'error' in answer ? null : s.problem(answer.move);
  if ('error' in answer || problem) {
    paused = true;
    announce(`${'error' in answer ? `The bot could not move: ${answer.error}` : `The bot's move was refused: ${problem?.message}`}. Play on asks it again.`, 'refused');
    render();
    return;
  }
  s.play(answer.move);
  if (s.toMove === null) finishing = false;
  announce(`${seatName(s, player)}${seat === 'person' ? ` (by ${bot})` : ''} played ${moveWords(answer.move)}.`);
  render();
}

function pick(key: string): void {
  const s = session;
  if (!s || s.toMove === null) return;
  if (botsToMove(s)) {
    announce(s.undone.length > 0 ? 'A bot is to move here: redo, or choose “Play on from here”.' : 'Wait: a bot is thinking.', 'refused');
    return;
  }
  const next = nextPicks(choices, made);
  if (next.has(key)) {
    const move = next.get(key);
    if (move === null) {
      made = [...made, key];
      render();
    } else play(move);
    return;
  }
  if (made.includes(key)) return cancel();
  attempt(s.entry.view.attempt(s.state, [...made, key]));
}

/** A move a person tries: made when legal, else refused with its rule. */
function attempt(move: unknown): void {
  const s = session as Session;
  const problem = s.problem(move);
  made = [];
  if (problem) {
    announce(`Not allowed (${problem.rule}): ${problem.message}.${problem.losing ? ' That move would lose the game.' : ''}`, 'refused', { rule: problem.rule, move });
    refused = s.entry.view.refusal?.(s.state, move, problem) ?? [];
    render();
    return;
  }
  play(move);
}

function play(move: unknown): void {
  const s = session as Session;
  const player = s.toMove as number;
  s.play(move);
  made = [];
  paused = false;
  announce(`${seatName(s, player)} played ${moveWords(move)}.`);
  render();
}

function cancel(): void {
  if (made.length === 0) return;
  made = [];
  render();
}

function undo(): void {
  const s = session;
  if (!s || $('table').hidden) return;
  bots.withdraw();
  finishing = false;
  if (!s.undo()) {
    const previous = earlier.pop();
    if (previous) begin(previous.setup, previous.moves, false);
    return;
  }
  made = [];
  announce(`Undone: back to move ${s.moves.length}.`);
  render();
}

function redo(): void {
  const s = session;
  if (!s || $('table').hidden) return;
  if (s.redo()) {
    made = [];
    announce(`Redone: move ${s.moves.length}.`);
    render();
  }
}

$('undo').addEventListener('click', undo);
$('redo').addEventListener('click', redo);
$('play-on').addEventListener('click', () => {
  (session as Session).undone.length = 0;
  paused = false;
  render();
});
$('at-start').addEventListener('click', () => goTo(0));
$('finish').addEventListener('click', () => {
  finishing = !finishing;
  // The bots finish the game from the position shown: moves undone after it are dropped.
  if (finishing) {
    (session as Session).undone.length = 0;
    paused = false;
  } else bots.withdraw();
  render();
});
$('new-game').addEventListener('click', () => {
  $('table').hidden = true;
  form.open(session?.setup, true);
});
$('play-again').addEventListener('click', () => {
  const s = session as Session;
  begin({ ...s.setup, seed: SetupForm.freshSeed() }, []);
});
($('zoom') as HTMLSelectElement).addEventListener('change', (e) => {
  $('board').dataset.zoom = (e.target as HTMLSelectElement).value;
});
($('hints') as HTMLInputElement).addEventListener('change', (e) => {
  hints = (e.target as HTMLInputElement).checked;
  render();
});
$('copy-link').addEventListener('click', async () => {
  const s = session as Session;
  const link = $('link') as HTMLInputElement;
  // Written now: the URL itself is rewritten a moment after each move.
  link.value = `${location.origin}${location.pathname}${await writeLink(s.entry, s.setup, s.moves)}`;
  link.hidden = false;
  link.select();
  try {
    await navigator.clipboard.writeText(link.value);
    announce('The link is copied: send it, and the other player opens it to move.');
  } catch {
    announce('Copy the link from the box to send it.');
  }
});
document.addEventListener('keydown', (e) => {
  if (!(e.ctrlKey || e.metaKey) || (e.target as HTMLElement).closest('input, select, textarea')) return;
  const step = e.key === 'z' && !e.shiftKey ? undo : e.key === 'y' || (e.key === 'Z' && e.shiftKey) ? redo : null;
  if (!step) return;
  e.preventDefault();
  step();
});

/** Opens the game of the fragment, or the setup form when it has none. */
async function open(): Promise<void> {
  const opened = await readLink(location.hash, playGames);
  if (!opened) {
    form.open();
    return;
  }
  if ('board' in opened) {
    form.openOn(opened.board.game, opened.board.params);
    return;
  }
  if ('error' in opened) {
    bots.withdraw();
    session = null;
    $('table').hidden = true;
    form.open();
    form.problem(`This link cannot be played: ${opened.error}.`);
    return;
  }
  const { violation } = opened.verdict;
  // A changed log's game waits at the move before the changed one, until Play on: a bot does not play over the refusal.
  begin(opened.setup, opened.moves, false, violation !== null);
  if (violation) {
    const refusal = $('link-refusal');
    refusal.textContent = `This link’s log was changed: ${violation.message} (rule ${violation.rule}). The game is shown up to the move before it.`;
    refusal.hidden = false;
    $('table').dataset.refused = violation.rule;
  }
}

window.addEventListener('hashchange', () => void open());
void open().then(() => {
  document.body.setAttribute('data-ready', '');
  // From navigation to a board a person can play (or the form): what npm run bench:play measures.
  performance.mark('playable');
});
