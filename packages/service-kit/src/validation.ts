import type { z } from 'zod';
import { AppError, httpErrors, validationError } from './errors.ts';

export const NUL_CHARACTER_MESSAGE = 'Text may not contain NUL characters';

/** The path of the first string in a JSON value that holds a NUL character, if any. */
function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 20 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findNulCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Parses input with a schema; a failure becomes a 400 listing the failing fields. Text with a NUL
 * character is refused first, in every field: PostgreSQL cannot store it, and no form sends it.
 */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const nulAt = findNulCharacter(input);
  if (nulAt) {
    const field = nulAt.length > 0 ? nulAt.join('.') : '_';
    throw new AppError(400, 'VALIDATION_FAILED', NUL_CHARACTER_MESSAGE, {
      [field]: [NUL_CHARACTER_MESSAGE],
    });
  }
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
