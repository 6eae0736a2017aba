import { z } from 'zod';

/**
 * Announcements (docs/product.md "For teachers"): a teacher or admin posts a short Markdown note
 * that every student sees on the dashboard until they dismiss it. The Markdown is stored as
 * written; auth renders it (marked) and sanitises the HTML (sanitize-html) before it leaves the
 * server, so a note can never carry a script.
 */

export const ANNOUNCEMENT_MAX_LENGTH = 1000;

export const createAnnouncementSchema = z
  .object({
    body: z
      .string({ error: 'Write the announcement' })
      .trim()
      .min(1, 'Write the announcement')
      .max(ANNOUNCEMENT_MAX_LENGTH, 'An announcement is at most 1000 characters'),
  })
  .strict();
export type CreateAnnouncementBody = z.infer<typeof createAnnouncementSchema>;

export const announcementSchema = z.object({
  id: z.number().int().positive(),
  /** Markdown, as written. */
  body: z.string(),
  /**
   * The Markdown rendered to HTML by the server and sanitised (no raw HTML, scripts, styles or
   * event handlers; links only http, https and mailto, opening in a new tab): safe to insert.
   */
  html: z.string(),
  authorName: z.string(),
  postedAt: z.iso.datetime(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** GET /api/announcements: what the caller has not dismissed, newest first (at most 20). */
export const announcementListSchema = z.object({ announcements: z.array(announcementSchema) });

/** GET /api/teacher/announcements: every live announcement with how many dismissed it. */
export const staffAnnouncementListSchema = z.object({
  announcements: z.array(announcementSchema.extend({ dismissals: z.number().int().nonnegative() })),
});
