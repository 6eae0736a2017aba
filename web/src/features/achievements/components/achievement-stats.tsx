import { Award, Banknote, Star, Target, type LucideIcon } from 'lucide-react';

import {
  formatWholeDollars,
  type AchievementTotals,
} from '@/features/achievements/utils/achievements';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/user-display';

/** The four stat cards above the tabs (SPEC.md section 2 "Achievements"). */
export function AchievementStats({ totals }: { totals: AchievementTotals }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        icon={Award}
        tone="bg-success-soft text-green-700"
        label="Achievements Earned"
        value={formatPoints(totals.earned)}
      />
      <StatCard
        icon={Target}
        tone="bg-primary-50 text-primary-600"
        label="Available"
        value={formatPoints(totals.available)}
      />
      <StatCard
        icon={Star}
        tone="bg-warning-soft text-amber-700"
        label="Achievement Bonus"
        value={formatPoints(totals.bonusPoints)}
        unit="points"
      />
      <StatCard
        icon={Banknote}
        tone="bg-purple-soft text-violet-700"
        label="Trading Bonus"
        value={formatWholeDollars(totals.tradingBonusCents)}
      />
    </dl>
  );
}

interface StatCardProps {
  icon: LucideIcon;
  tone: string;
  label: string;
  value: string;
  unit?: string;
}

function StatCard({ icon: Icon, tone, label, value, unit }: StatCardProps) {
  return (
    <div className="flex flex-col gap-1.5 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <dt className="flex items-center gap-2 text-xs leading-tight text-slate-600 sm:text-sm">
        <span
          className={cn(
            'flex size-7 shrink-0 items-center justify-center rounded-lg sm:size-8',
            tone,
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">
        {value}
        {unit ? <span className="ml-1 text-sm font-medium text-slate-600">{unit}</span> : null}
      </dd>
    </div>
  );
}
