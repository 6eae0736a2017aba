import type { z } from 'zod';
import { AppError, httpErrors, validationError } from './errors.ts';

export const NUL_CHARACTER_MESSAGE = 'Text may not contain NUL characters';
export const BROKEN_TEXT_MESSAGE = 'Text must be valid Unicode';
/** Half of a UTF-16 surrogate pair on its own (with the u flag, only unpaired ones match). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The path and the problem of the first string in a JSON value that PostgreSQL cannot store: a
 * NUL character, or a lone UTF-16 surrogate (half of a character), if any.
 */
function findBadText(
  value: unknown,
  path: string[] = [],
  depth = 0,
): { path: string[]; message: string } | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path, message: NUL_CHARACTER_MESSAGE };
    return LONE_SURROGATE.test(value) ? { path, message: BROKEN_TEXT_MESSAGE } : undefined;
  }
  if (depth > 20 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return { path: [...path], message: BROKEN_TEXT_MESSAGE };
    const found = findBadText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Parses input with a schema; a failure becomes a 400 listing the failing fields. Text with a NUL
 * character is refused first, in every field: PostgreSQL cannot store it, and no form sends it.
 */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const bad = findBadText(input);
  if (bad) {
    const field = bad.path.length > 0 ? bad.path.join('.') : '_';
    throw new AppError(400, 'VALIDATION_FAILED', bad.message, { [field]: [bad.message] });
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
