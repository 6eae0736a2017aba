import type { z } from 'zod';
import { httpErrors, validationError } from './errors.ts';

/** Parses input with a schema; a failure becomes a 400 listing the failing fields. */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** A positive whole-number id from the path, or a 400 naming the parameter. */
export function idParam(req: { params: Record<string, unknown> }, name: string): number {
  const raw = req.params[name];
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) === 0) {
    throw httpErrors.badRequest(`${name} must be a positive whole number`, 'INVALID_ID');
  }
  return Number(raw);
}
