/** The achievements feature's cache keys. */
export const achievementsKeys = {
  all: ['achievements'] as const,
  catalogue: () => [...achievementsKeys.all, 'catalogue'] as const,
  /** What a person has earned differs per person, so it is cached per user. */
  earned: (userId: number) => [...achievementsKeys.all, 'earned', userId] as const,
};
