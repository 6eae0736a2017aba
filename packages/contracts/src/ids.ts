import { z } from 'zod';

/** The largest id a table holds (PostgreSQL `integer`); a larger one is refused, not looked up. */
export const MAX_ID = 2_147_483_647;

/** An id in a request body: a whole number from 1 to MAX_ID. */
export const idSchema = (error?: string) =>
  z
    .number(error ? { error } : undefined)
    .int(error)
    .positive(error)
    .max(MAX_ID, error ?? `Must be a whole number from 1 to ${MAX_ID}`);
