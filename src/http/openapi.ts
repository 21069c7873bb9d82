/**
 * The OpenAPI document's own parts: its info and the tags that group the
 * routes. Each route names its tag and operationId where it is declared
 * (Mounter.route requires both), so a generated client gets one named
 * function per route and the reference page one section per tag.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { VERSION } from '../version.ts';

export const TAGS = {
  mazes: 'Mazes made by bots playing a game, or replayed from a posted move log, as SVG, PNG, PDF or JSON',
  books: 'Puzzle books of one or more sections, from a JSON spec: the PDF, or every maze of it as JSON',
  games: 'The implemented games: rules, move notation, bots and limits; checking a move log',
  service: 'The pages around the API: the playground, health, this document and its reference page',
} as const;

export type Tag = keyof typeof TAGS;

export function apiDocument(app: OpenAPIHono) {
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'mazeplay',
      version: VERSION,
      description: 'Printable mazes made by playing Leroy Quet’s pencil-and-paper maze games.',
    },
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  });
}
