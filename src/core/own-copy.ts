/**
 * A function compiled anew for each key: `ownCopy(f)(key)` is a copy of `f`,
 * made from its source the first time the key is asked for. V8 learns at each
 * call site which functions it calls there, and inlines them while they are
 * few. A loop that every game runs (the engine's) calls each game's functions
 * from the same sites, sees five at each, inlines none and calls them the slow
 * way, and a labyrinth or simple-maze game ran measurably slower so. A copy
 * of the loop a game has sites of its own, which see that game's functions
 * alone. `f` must use nothing but its arguments and the globals: a copy is
 * compiled outside the module that wrote it, and sees nothing of it
 * (test/core/own-copy.test.ts fails on any name such a function takes from
 * its module). It is strict, as the module is. Where code may not be made from strings (node
 * --disallow-code-generation-from-strings), every key gets `f` itself: the
 * same results, at the shared loop's speed.
 */
export function ownCopy<F extends (...args: never[]) => unknown>(f: F): (key: string) => F {
  const copies = new Map<string, F>();
  return (key) => {
    let copy = copies.get(key);
    if (!copy) copies.set(key, (copy = compiled(f)));
    return copy;
  };
}

/** `f` compiled anew from its source, strict; `f` itself where code may not be made from strings. */
function compiled<F>(f: F): F {
  try {
    return new Function(`'use strict'; return ${String(f)}`)() as F;
  } catch (error) {
    if (error instanceof EvalError) return f;
    throw error;
  }
}
