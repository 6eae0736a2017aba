import { Award, Banknote, Star, Target } from 'lucide-react';

import { StatTile } from '@/components/ui/stat-tile';
import { type AchievementTotals } from '@/features/achievements/utils/achievements';
import { formatWholeDollars } from '@/lib/money';
import { formatPoints } from '@/lib/user-display';

/** The four stat cards above the tabs (docs/product.md section 2 "Achievements"). */
export function AchievementStats({ totals }: { totals: AchievementTotals }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatTile
        icon={Award}
        tone="bg-success-soft text-green-700"
        label="Achievements Earned"
        value={formatPoints(totals.earned)}
      />
      <StatTile
        icon={Target}
        tone="bg-primary-50 text-primary-600"
        label="Available"
        value={formatPoints(totals.available)}
      />
      <StatTile
        icon={Star}
        tone="bg-warning-soft text-amber-700"
        label="Achievement Bonus"
        value={formatPoints(totals.bonusPoints)}
        unit="points"
      />
      <StatTile
        icon={Banknote}
        tone="bg-purple-soft text-violet-700"
        label="Trading Bonus"
        value={formatWholeDollars(totals.tradingBonusCents)}
      />
    </dl>
  );
}
