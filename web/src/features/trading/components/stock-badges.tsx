import { riskLabel } from '@fc/contracts/market-constants';
import { Crown } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const riskClasses: Record<number, string> = {
  1: 'bg-green-50 text-green-800 ring-green-200',
  2: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  3: 'bg-amber-50 text-amber-800 ring-amber-200',
  4: 'bg-orange-50 text-orange-800 ring-orange-200',
  5: 'bg-red-50 text-red-800 ring-red-200',
};

/** The risk level, 1 Very Low to 5 Very High (docs/product.md section 9). */
export function RiskBadge({ riskFactor }: { riskFactor: number }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        riskClasses[riskFactor] ?? 'bg-slate-100 text-slate-700 ring-slate-200',
      )}
    >
      {riskLabel(riskFactor)}
      <span className="sr-only">&nbsp;risk</span>
    </span>
  );
}

/** A premium (exclusive) stock: tradable with Premium Stock Access. */
export function PremiumBadge() {
  return (
    <Badge variant="warning" icon={Crown}>
      Premium
    </Badge>
  );
}
