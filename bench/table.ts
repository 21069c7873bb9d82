/** A table as text for the benches: its first `left` columns aligned left, the rest (numbers) right, two spaces apart. */
export function table(rows: readonly (readonly string[])[], left: number): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((cell, i) => (i < left ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')).join('\n');
}
