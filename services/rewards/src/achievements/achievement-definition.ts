import type { Achievement } from '@fc/contracts/rewards';

/** What the achievement rules read: a member's standing after the event being applied. */
export interface MemberStats {
  points: number;
  streak: number;
  lessonsCompleted: number;
  modulesCompleted: number;
  quizzesPassed: number;
  perfectQuizzes: number;
  decksMastered: number;
  trades: number;
  bestReturnBasisPoints: number;
  plansCompleted: number;
  /** Spaced review: cards reviewed, and days in a row with a review. */
  reviews: number;
  reviewStreak: number;
  /** Weekly league promotions the member has seen. */
  leaguePromotions: number;
  /** Class contests finished in the top three, and won (contest.ended). */
  contestPodiums: number;
  contestWins: number;
}

export interface AchievementDefinition extends Achievement {
  /** Earned automatically the first time this holds. */
  isMet: (stats: MemberStats) => boolean;
}

type Definition = Omit<
  AchievementDefinition,
  'isMet' | 'specialBadge' | 'bonusPoints' | 'tradingBonus' | 'unlockFeature'
> &
  Partial<
    Pick<AchievementDefinition, 'specialBadge' | 'bonusPoints' | 'tradingBonus' | 'unlockFeature'>
  > & {
    isMet: (stats: MemberStats) => boolean;
  };

/** An achievement with no badge, bonus points, trading bonus or unlock unless it names one. */
export const define = (definition: Definition): AchievementDefinition => ({
  specialBadge: null,
  bonusPoints: 0,
  tradingBonus: 0,
  unlockFeature: null,
  ...definition,
});
