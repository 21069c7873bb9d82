/**
 * Makes `key` an own enumerable property of `object`, worked out when first
 * read and then kept: JSON and deep equality see it as a field, and one that
 * no answer reads (a drawing reads few) is never made. For fields of tens of
 * thousands of small arrays.
 */
export function lazyField<T extends object, K extends string & keyof T>(object: T, key: K, make: () => NonNullable<T[K]>): T {
  let value: T[K] | undefined;
  Object.defineProperty(object, key, { enumerable: true, get: () => (value ??= make()) });
  return object;
}
