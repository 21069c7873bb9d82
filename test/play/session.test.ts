/** A game at the table (src/play/session.ts): undo and redo against bots and between people, and the move list. */
import { describe, expect, it } from 'vitest';
import { playGames, type PlayGame } from '../../src/play/games.ts';
import { Session, type Seat } from '../../src/play/session.ts';

const entry = playGames.get('simple-maze') as PlayGame;

/** A 4×4 simple-maze game with these seats after the first `n` moves of a fixed line of play (each seat's first legal move). */
function session(seats: Seat[], n: number): Session {
  const s = new Session(entry, { game: 'simple-maze', params: { width: 4, height: 4 }, seats, seed: 's' });
  for (let i = 0; i < n; i++) s.play(entry.game.rules.legalMoves(s.state)[0]);
  return s;
}

describe('a session', () => {
  it('against a bot, undoes back to before the person’s previous move, and redoes to the bot’s reply', () => {
    // While the bot thinks over its reply to the person's move 5, undo takes that move back.
    const s = session(['person', 'greedy'], 5);
    const all = [...s.moves];
    expect(s.seatToMove).toBe('greedy');
    s.undo();
    expect(s.moves).toEqual(all.slice(0, 4));
    expect(s.seatToMove).toBe('person');
    // Player 2 is the bot: its move 4 goes with the person's move 3.
    const t = session(['person', 'greedy'], 4);
    t.undo();
    expect(t.moves).toEqual(all.slice(0, 2));
    expect(t.seatToMove).toBe('person');
    t.redo();
    expect(t.moves).toEqual(all.slice(0, 4));
    expect(t.seatToMove).toBe('person');
  });

  it('between people, undoes and redoes one move at a time, and a new move drops the moves undone', () => {
    const s = session(['person', 'person'], 4);
    const all = [...s.moves];
    s.undo();
    s.undo();
    expect(s.moves).toEqual(all.slice(0, 2));
    expect(s.allMoves).toEqual(all);
    s.redo();
    expect(s.moves).toEqual(all.slice(0, 3));
    const other = entry.game.rules.legalMoves(s.state).at(-1);
    s.play(other);
    expect(s.allMoves).toEqual([...all.slice(0, 3), other]);
    expect(s.redo()).toBe(false);
  });

  it('steps to any position of the move list, the position always the replay of the moves before it', () => {
    const s = session(['person', 'person'], 6);
    const all = [...s.moves];
    s.goTo(2);
    expect(s.moves).toEqual(all.slice(0, 2));
    expect(JSON.stringify(entry.view.picture(s.state))).toBe(JSON.stringify(entry.view.picture(session(['person', 'person'], 2).state)));
    s.goTo(6);
    expect(s.moves).toEqual(all);
    expect(s.undo()).toBe(true);
    s.goTo(0);
    expect(s.undo()).toBe(false);
  });
});
