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

const define = (definition: Definition): AchievementDefinition => ({
  specialBadge: null,
  bonusPoints: 0,
  tradingBonus: 0,
  unlockFeature: null,
  ...definition,
});

/**
 * The achievements of the club, reviewed like content. Ids are stable: earned records refer to
 * them. Trading bonuses are cents, credited to the member's trading cash by the market service.
 */
export const achievementCatalogue: readonly AchievementDefinition[] = [
  // Learning
  define({
    id: 'first_lesson',
    category: 'learning',
    title: 'First Steps',
    description: 'Complete your first lesson.',
    icon: 'footprints',
    color: 'success',
    points: 10,
    requirement: 'complete_1_lesson',
    isMet: (s) => s.lessonsCompleted >= 1,
  }),
  define({
    id: 'lessons_10',
    category: 'learning',
    title: 'Bookworm',
    description: 'Complete 10 lessons.',
    icon: 'book-open',
    color: 'primary-500',
    points: 50,
    bonusPoints: 10,
    requirement: 'complete_10_lessons',
    isMet: (s) => s.lessonsCompleted >= 10,
  }),
  define({
    id: 'lessons_25',
    category: 'learning',
    title: 'Scholar',
    description: 'Complete 25 lessons.',
    icon: 'book-marked',
    color: 'secondary-500',
    points: 100,
    bonusPoints: 25,
    tradingBonus: 25_000,
    requirement: 'complete_25_lessons',
    isMet: (s) => s.lessonsCompleted >= 25,
  }),
  define({
    id: 'lessons_50',
    category: 'learning',
    title: 'Library Legend',
    description: 'Complete 50 lessons.',
    icon: 'library',
    color: 'purple',
    specialBadge: 'Legend',
    points: 200,
    bonusPoints: 50,
    tradingBonus: 50_000,
    requirement: 'complete_50_lessons',
    isMet: (s) => s.lessonsCompleted >= 50,
  }),
  define({
    id: 'first_module',
    category: 'learning',
    title: 'Module Master',
    description: 'Finish every lesson of a module.',
    icon: 'graduation-cap',
    color: 'success',
    points: 50,
    requirement: 'complete_1_module',
    isMet: (s) => s.modulesCompleted >= 1,
  }),
  define({
    id: 'modules_5',
    category: 'learning',
    title: 'Well Rounded',
    description: 'Finish every lesson of five modules.',
    icon: 'trophy',
    color: 'warning',
    points: 150,
    bonusPoints: 50,
    tradingBonus: 50_000,
    requirement: 'complete_5_modules',
    isMet: (s) => s.modulesCompleted >= 5,
  }),
  // Quizzes
  define({
    id: 'first_quiz_passed',
    category: 'quizzes',
    title: 'Quiz Whiz',
    description: 'Pass a module quiz with 70% or more.',
    icon: 'target',
    color: 'primary-500',
    points: 25,
    requirement: 'pass_1_quiz',
    isMet: (s) => s.quizzesPassed >= 1,
  }),
  define({
    id: 'quizzes_5',
    category: 'quizzes',
    title: 'Test Taker',
    description: 'Pass the quizzes of five modules.',
    icon: 'brain',
    color: 'secondary-500',
    points: 100,
    bonusPoints: 25,
    requirement: 'pass_5_quizzes',
    isMet: (s) => s.quizzesPassed >= 5,
  }),
  define({
    id: 'perfect_quiz',
    category: 'quizzes',
    title: 'Perfect Score',
    description: 'Answer every question of a quiz correctly.',
    icon: 'star',
    color: 'warning',
    specialBadge: 'Perfect',
    points: 50,
    bonusPoints: 25,
    requirement: 'score_100_percent_on_a_quiz',
    isMet: (s) => s.perfectQuizzes >= 1,
  }),
  define({
    id: 'perfect_quizzes_3',
    category: 'quizzes',
    title: 'Flawless',
    description: 'Get a perfect score on three different quizzes.',
    icon: 'sparkles',
    color: 'purple',
    specialBadge: 'Flawless',
    points: 150,
    bonusPoints: 50,
    tradingBonus: 25_000,
    requirement: 'score_100_percent_on_3_quizzes',
    isMet: (s) => s.perfectQuizzes >= 3,
  }),
  // Flashcards
  define({
    id: 'first_deck',
    category: 'flashcards',
    title: 'Card Shark',
    description: 'Master every flashcard of a module.',
    icon: 'layers',
    color: 'success',
    points: 25,
    requirement: 'master_1_flashcard_deck',
    isMet: (s) => s.decksMastered >= 1,
  }),
  define({
    id: 'decks_5',
    category: 'flashcards',
    title: 'Memory Master',
    description: 'Master the flashcards of five modules.',
    icon: 'brain',
    color: 'primary-500',
    points: 100,
    bonusPoints: 25,
    requirement: 'master_5_flashcard_decks',
    isMet: (s) => s.decksMastered >= 5,
  }),
  // Spaced review and weekly leagues (issue #21)
  define({
    id: 'first_review',
    category: 'flashcards',
    title: 'Memory Builder',
    description: 'Review your first card in spaced review.',
    icon: 'book-check',
    color: 'primary-500',
    points: 10,
    requirement: 'review_a_card',
    isMet: (s) => s.reviews >= 1,
  }),
  define({
    id: 'review_streak_7',
    category: 'streaks',
    title: 'Steady Recall',
    description: 'Review cards seven days in a row.',
    icon: 'calendar-check',
    color: 'success',
    points: 50,
    bonusPoints: 10,
    requirement: 'review_7_days_in_a_row',
    isMet: (s) => s.reviewStreak >= 7,
  }),
  define({
    id: 'league_promoted',
    category: 'points',
    title: 'Moving Up',
    description: 'Finish a week in the promotion zone of your league.',
    icon: 'trending-up',
    color: 'purple',
    points: 50,
    requirement: 'get_promoted_in_a_weekly_league',
    isMet: (s) => s.leaguePromotions >= 1,
  }),
  define({
    id: 'contest_podium',
    category: 'trading',
    title: 'On the Podium',
    description: 'Finish a class contest in the top three.',
    icon: 'medal',
    color: 'secondary-500',
    points: 75,
    requirement: 'finish_a_contest_in_the_top_three',
    isMet: (s) => s.contestPodiums >= 1,
  }),
  define({
    id: 'contest_winner',
    category: 'trading',
    title: 'Contest Champion',
    description: 'Win a class contest.',
    icon: 'crown',
    color: 'secondary-500',
    points: 150,
    requirement: 'win_a_contest',
    isMet: (s) => s.contestWins >= 1,
  }),
  // Streaks
  define({
    id: 'streak_3',
    category: 'streaks',
    title: 'On a Roll',
    description: 'Learn something three days in a row.',
    icon: 'flame',
    color: 'warning',
    points: 30,
    requirement: 'keep_a_3_day_streak',
    isMet: (s) => s.streak >= 3,
  }),
  define({
    id: 'streak_7',
    category: 'streaks',
    title: 'Week Warrior',
    description: 'Learn something seven days in a row.',
    icon: 'zap',
    color: 'warning',
    specialBadge: 'Hot Streak',
    points: 75,
    bonusPoints: 25,
    unlockFeature: 'streak_multiplier',
    requirement: 'keep_a_7_day_streak',
    isMet: (s) => s.streak >= 7,
  }),
  define({
    id: 'streak_30',
    category: 'streaks',
    title: 'Unstoppable',
    description: 'Learn something 30 days in a row.',
    icon: 'calendar-check',
    color: 'purple',
    specialBadge: 'Unstoppable',
    points: 300,
    bonusPoints: 100,
    tradingBonus: 100_000,
    requirement: 'keep_a_30_day_streak',
    isMet: (s) => s.streak >= 30,
  }),
  // Trading
  define({
    id: 'first_trade',
    category: 'trading',
    title: 'Market Debut',
    description: 'Make your first trade in the simulator.',
    icon: 'trending-up',
    color: 'success',
    points: 25,
    requirement: 'make_1_trade',
    isMet: (s) => s.trades >= 1,
  }),
  define({
    id: 'trades_25',
    category: 'trading',
    title: 'Active Trader',
    description: 'Make 25 trades.',
    icon: 'chart-line',
    color: 'primary-500',
    points: 100,
    bonusPoints: 25,
    unlockFeature: 'advanced_charts',
    requirement: 'make_25_trades',
    isMet: (s) => s.trades >= 25,
  }),
  define({
    id: 'profit_5',
    category: 'trading',
    title: 'In the Green',
    description: 'Grow your portfolio 5% above what you started with.',
    icon: 'pie-chart',
    color: 'success',
    points: 100,
    bonusPoints: 25,
    unlockFeature: 'portfolio_insights',
    requirement: 'reach_a_5_percent_return',
    isMet: (s) => s.bestReturnBasisPoints >= 500,
  }),
  define({
    id: 'profit_20',
    category: 'trading',
    title: 'Investor Elite',
    description: 'Grow your portfolio 20% above what you started with.',
    icon: 'crown',
    color: 'purple',
    specialBadge: 'Elite',
    points: 250,
    bonusPoints: 100,
    tradingBonus: 100_000,
    unlockFeature: 'exclusive_stocks',
    requirement: 'reach_a_20_percent_return',
    isMet: (s) => s.bestReturnBasisPoints >= 2_000,
  }),
  // Budgeting
  define({
    id: 'first_budget',
    category: 'budgeting',
    title: 'Planner',
    description: 'Complete a Future Budget Plan.',
    icon: 'wallet',
    color: 'secondary-500',
    points: 50,
    tradingBonus: 10_000,
    requirement: 'complete_1_budget_plan',
    isMet: (s) => s.plansCompleted >= 1,
  }),
  define({
    id: 'budgets_3',
    category: 'budgeting',
    title: 'Future Ready',
    description: 'Complete three Future Budget Plans for different futures.',
    icon: 'piggy-bank',
    color: 'success',
    points: 100,
    bonusPoints: 25,
    requirement: 'complete_3_budget_plans',
    isMet: (s) => s.plansCompleted >= 3,
  }),
  // Points
  define({
    id: 'points_1000',
    category: 'points',
    title: 'High Achiever',
    description: 'Reach 1,000 points.',
    icon: 'medal',
    color: 'warning',
    points: 0,
    bonusPoints: 50,
    tradingBonus: 25_000,
    requirement: 'reach_1000_points',
    isMet: (s) => s.points >= 1_000,
  }),
  define({
    id: 'points_5000',
    category: 'points',
    title: 'Club Champion',
    description: 'Reach 5,000 points.',
    icon: 'award',
    color: 'purple',
    specialBadge: 'Champion',
    points: 0,
    bonusPoints: 250,
    tradingBonus: 100_000,
    requirement: 'reach_5000_points',
    isMet: (s) => s.points >= 5_000,
  }),
];

const byId = new Map(achievementCatalogue.map((achievement) => [achievement.id, achievement]));

export function findAchievement(id: string): AchievementDefinition | undefined {
  return byId.get(id);
}

/** The catalogue as the API shows it (without the rules). */
export function publicCatalogue(): Achievement[] {
  return achievementCatalogue.map(({ isMet: _isMet, ...achievement }) => achievement);
}
