import * as z from 'zod';

/**
 * A schema as JSON Schema with only its real bounds: zod writes every z.int()
 * as ±(2⁵³ − 1) where no bound is set, noise to a reader and to code generators.
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  return z.toJSONSchema(schema, {
    unrepresentable: 'any',
    io,
    override: ({ jsonSchema: s }) => {
      if (s.minimum === Number.MIN_SAFE_INTEGER) delete s.minimum;
      if (s.maximum === Number.MAX_SAFE_INTEGER) delete s.maximum;
    },
  });
}
