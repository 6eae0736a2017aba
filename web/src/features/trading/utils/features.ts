import type { UnlockFeature } from '@fc/contracts/rewards';

/**
 * The simulator's features unlocked by achievements, with their labels (docs/product.md section 3
 * "UnlockFeature values"). Written out rather than imported from contracts/rewards: a value import
 * of that module bundles zod and contracts/learning into a chunk the dashboard shares. A unit test
 * checks these against the contracts.
 */
export const featureLabels = {
  advanced_charts: 'Advanced Chart Tools',
  portfolio_insights: 'Portfolio Analytics',
  exclusive_stocks: 'Premium Stock Access',
} as const satisfies Partial<Record<UnlockFeature, string>>;

export type SimulatorFeature = keyof typeof featureLabels;

export function hasFeature(
  unlockedFeatures: readonly string[],
  feature: SimulatorFeature,
): boolean {
  return unlockedFeatures.includes(feature);
}
