// generate-maze ships types its package.json "exports" does not point to: the one call the bench makes.
declare module 'generate-maze' {
  export default function generate(width?: number, height?: number, closed?: boolean, seed?: number): unknown[][];
}
