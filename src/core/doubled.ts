/** A copy of `a` in an array twice its length (the rest zeros): how a typed array that fills up grows. */
export function doubled(a: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(2 * a.length);
  bigger.set(a);
  return bigger;
}
