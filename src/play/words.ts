/** A number in a move's words: a fill point's coordinates to two places. */
const figure = (v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? String(Math.round(v * 100) / 100) : String(v));

/** A move in words, for the move list and for screen readers: "from 0,0 to 1,0", "door 2,3 – 2,4", "claim complete", "fill 0.67,0.17". */
export function moveWords(move: unknown): string {
  const coords = (v: unknown): string => (Array.isArray(v) ? (Array.isArray(v[0]) ? v.map(coords).join(' – ') : v.map(figure).join(',')) : String(v));
  return Object.entries(move as Record<string, unknown>)
    .filter(([k]) => k !== 'player')
    .map(([k, v]) => `${k} ${coords(v)}`)
    .join(' ');
}
