/**
 * The contests' addresses. Kept apart from the pages so that the nav can link to them
 * without loading the feature.
 */
export const contestPaths = {
  list: '/contests',
  contest: (contestId: number | string) => `/contests/${contestId}`,
  /** The trading page in contest mode: the contest's own portfolio. */
  trading: (contestId: number | string) => `/trading?contest=${contestId}`,
} as const;
