import type { Achievement } from '@fc/contracts/rewards';

/** An achievement of the catalogue (contracts/rewards.ts), with what a test does not care about filled in. */
export function buildAchievement(
  overrides: Partial<Achievement> & Pick<Achievement, 'id'>,
): Achievement {
  return {
    category: 'learning',
    title: `Achievement ${overrides.id}`,
    description: 'Do something great.',
    icon: 'trophy',
    color: 'success',
    specialBadge: null,
    points: 50,
    bonusPoints: 0,
    tradingBonus: 0,
    unlockFeature: null,
    requirement: 'do_something',
    ...overrides,
  };
}
