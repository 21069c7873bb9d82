/** A copy of `a` in an array of its kind twice its length (the rest zeros): how a typed array that fills up grows. */
export function doubled<T extends Int32Array | Float64Array>(a: T): T {
  const bigger = new (a.constructor as new (length: number) => T)(2 * a.length);
  bigger.set(a);
  return bigger;
}
