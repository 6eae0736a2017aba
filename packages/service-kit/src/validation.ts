import type { z } from 'zod';
import { validationError } from './errors.ts';

/** Parses input with a schema; a failure becomes a 400 listing the failing fields. */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}
