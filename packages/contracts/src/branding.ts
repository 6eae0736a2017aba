import { z } from 'zod';

/** GET /api/config: the club's branding, set per school deployment (docs/product.md). */
export const brandingSchema = z.object({
  clubName: z.string(),
  clubLogoUrl: z.string(),
  schoolName: z.string(),
  schoolLogoUrl: z.string(),
  creditLine: z.string(),
});
export type Branding = z.infer<typeof brandingSchema>;
