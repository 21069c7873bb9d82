/**
 * What the server offers a book, asked of it rather than written here: the
 * games with their sizes and parameters in force (GET /games), and the book
 * spec's papers, levels and limits (its schema in GET /openapi.json).
 */

/** A game's parameter as GET /games writes it: JSON Schema, a range or a fixed value. */
export interface Parameter {
  minimum?: number;
  maximum?: number;
  default?: number;
  const?: number;
  description?: string;
}

export interface Game {
  id: string;
  title: string;
  size: { default: number; min: number; max: number; unit: string };
  players: { min: number; max: number };
  parameters: Record<string, Parameter>;
  /** The parameters whose product is the number of boards, and so of mazes, one game plays. */
  boardsFrom: string[];
}

export interface Catalogue {
  games: Game[];
  papers: string[];
  levels: string[];
  most: { sections: number; count: number; perPage: number };
}

interface Schema {
  enum?: string[];
  maximum?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

export async function loadCatalogue(): Promise<Catalogue> {
  const [games, api] = await Promise.all([json<Game[]>('/games'), json<{ paths: Record<string, { post: { requestBody: { content: Record<string, { schema: Schema }> } } }> }>('/openapi.json')]);
  const book = api.paths['/books.pdf'].post.requestBody.content['application/json'].schema;
  const sections = book.properties?.sections as Schema;
  const section = sections.items?.properties ?? {};
  return {
    games,
    papers: book.properties?.paper.enum ?? ['a4'],
    levels: section.difficulty?.enum ?? [],
    most: { sections: sections.maxItems ?? 1, count: section.count?.maximum ?? 1, perPage: section.perPage?.maximum ?? 1 },
  };
}

/** A parameter a player chooses (not a fixed value): its range, else null. */
export function range(game: Game, name: string): (Parameter & { minimum: number; maximum: number }) | null {
  const { minimum, maximum, ...rest } = game.parameters[name] ?? {};
  return minimum !== undefined && maximum !== undefined && maximum > minimum ? { minimum, maximum, ...rest } : null;
}

/** A paper's name as a person reads it: A4, Letter, 8.5 × 11 in. */
export const paperName = (paper: string) => (paper === 'a4' ? 'A4' : paper === 'letter' ? 'Letter' : `${paper.replace('x', ' × ')} in`);
