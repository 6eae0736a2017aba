import { z } from 'zod';

/**
 * The admin panel's own calls (docs/product.md section 7 "Admin" and the audit log of the admin issue).
 * Every admin action is published as admin.action_recorded by the service that did it; the auth
 * service keeps the log and serves it with usernames.
 */

export const adminActionSchema = z.enum([
  'reset_progress',
  'set_cash',
  'award_achievement',
  'set_points',
  'set_role',
]);
export type AdminAction = z.infer<typeof adminActionSchema>;

export const adminActionLabels: Record<AdminAction, string> = {
  reset_progress: 'Reset progress',
  set_cash: 'Set cash balance',
  award_achievement: 'Awarded achievement',
  set_points: 'Set points',
  set_role: 'Changed role',
};

/** GET /api/admin/audit-log?limit=: newest first. Values are display text (dollars, points, ids). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: adminActionSchema,
  adminId: z.number().int(),
  adminUsername: z.string().nullable(),
  targetUserId: z.number().int(),
  targetUsername: z.string().nullable(),
  /**
   * The values as data, worded by the admin panel: set_cash, cents ("1200000"); set_points,
   * points ("321"); award_achievement, the achievement id as newValue; reset_progress, what it
   * took as JSON ({"points":120,"streak":3}) and no newValue.
   */
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.array(auditEntrySchema);

/** POST /api/admin/users/:id/reset: the reset is published; each service applies it in turn. */
export const resetProgressResultSchema = z.object({
  userId: z.number().int(),
  resetAt: z.iso.datetime(),
});
export type ResetProgressResult = z.infer<typeof resetProgressResultSchema>;

export const auditLogQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 500' })
    .int('limit must be a whole number from 1 to 500')
    .min(1, 'limit must be a whole number from 1 to 500')
    .max(500, 'limit must be a whole number from 1 to 500')
    .default(100),
});
