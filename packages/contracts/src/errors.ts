import { z } from 'zod';

/** Every error answer of every service and of the gateway has this one shape. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  /** For validation errors: the failing fields and what is wrong with each. */
  fields: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
