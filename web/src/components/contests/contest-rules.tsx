import type { Contest } from '@fc/contracts/contests';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { contestRules, statusBadges, type ContestRules } from '@/lib/contest-text';

/** A contest's rules in plain words: starting cash, stocks, commission, ranking, premium stocks. */
export function ContestRulesList({
  contest,
  className,
}: {
  contest: ContestRules;
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3', className)}>
      {contestRules(contest).map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ContestStatusBadge({ status }: Pick<Contest, 'status'>) {
  const { label, variant } = statusBadges[status];
  return (
    <Badge variant={variant} size="md">
      {label}
    </Badge>
  );
}
