import { setPointsBodySchema } from '@fc/contracts/rewards';
import { z } from 'zod';

/** The contract's largest points total (setPointsBodySchema in contracts/rewards.ts). */
export const MAX_POINTS = 100_000_000;

/**
 * A new points total: a whole number of 0 or more (docs/product.md section 5), or null.
 * "1500" → 1500, "1,500" → 1500; "-1", "2.5", "x" → null.
 */
export function parsePoints(input: string): number | null {
  const text = input.trim().replace(/,/g, '');
  if (!/^\d+$/.test(text)) return null;
  const points = Number(text);
  return points <= MAX_POINTS ? points : null;
}

export const POINTS_MISSING_MESSAGE =
  'Missing information - Please select a user and enter points.';

/**
 * The Set Leaderboard Points field: the total typed, or what is wrong in the server's words
 * (setPointsBodySchema), each "Title - Description" as the toast shows it.
 */
export const pointsSchema = z
  .string()
  .trim()
  .min(1, POINTS_MISSING_MESSAGE)
  .transform((text) => parsePoints(text) ?? Number.NaN)
  .pipe(setPointsBodySchema.shape.points);
