/**
 * The dashboard's own cache keys for what teachers send students. The live-update stream
 * (docs/live-updates.md) invalidates these when a teacher assigns, completes or posts, so neither
 * query polls.
 */
export const dashboardKeys = {
  /** GET /api/assignments: the signed-in student's assignments. */
  myAssignments: () => ['assignments', 'mine'] as const,
  /** GET /api/announcements: the announcements the signed-in user has not dismissed. */
  announcements: () => ['announcements'] as const,
};
