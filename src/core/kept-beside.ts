/**
 * What bots keep beside a game's state from move to move (a maker's
 * depth-first stack, a plan): made when first asked for, and shared by every
 * bot of the game that asks, as both makers of a game build one maze. Each
 * bot asks through an accessor of its own that remembers the state it last
 * asked about: a game asks about one state move after move, and a WeakMap
 * look-up a move was a measurable share of a labyrinth maker game. An accessor holds that
 * state only as long as its bot lives.
 */
export function keptBeside<S extends object, T>(): (make: (s: S) => T) => (s: S) => T {
  const kept = new WeakMap<S, T>();
  return (make) => {
    let last: S | null = null;
    let value: T | undefined;
    return (s) => {
      if (s !== last) {
        value = kept.get(s);
        if (value === undefined) kept.set(s, (value = make(s)));
        last = s;
      }
      return value as T;
    };
  };
}
