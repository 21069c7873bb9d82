/**
 * The one seeded PRNG of the project. A seed string is hashed (cyrb128) into the
 * 128-bit state of sfc32, a small fast generator with good statistical quality.
 * Sub-streams are derived by label so that, for example, each player's bot has
 * its own stream and adding a draw in one never shifts the others.
 */
export class Rng {
  /**
   * sfc32's four words a, b, c, d, as 32-bit integers in a typed array. Kept
   * in fields, numbers of 32 bits were boxed doubles to V8 (a small integer
   * has 31), and a draw cost five times as long.
   */
  private readonly state: Int32Array;

  constructor(readonly seed: string) {
    this.state = Int32Array.from(cyrb128(seed));
    for (let i = 0; i < 12; i++) this.next(); // let the hash's structure wash out
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const s = this.state;
    const [a, b, c, d] = [s[0], s[1], s[2], s[3]];
    const t = (((a + b) | 0) + d) | 0;
    s[0] = b ^ (b >>> 9);
    s[1] = (c + (c << 3)) | 0;
    s[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    s[3] = (d + 1) | 0;
    return t >>> 0;
  }

  /** A uniform float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** A uniform integer in [0, n); n ≤ 2^32. */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** An independent stream for `label`, reproducible from the seed alone. */
  derive(label: string): Rng {
    return new Rng(`${this.seed}/${label}`);
  }
}

function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
