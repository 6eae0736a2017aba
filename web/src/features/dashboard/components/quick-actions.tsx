import { Award, CircleHelp, Layers, TrendingUp, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface QuickAction {
  label: string;
  to: string;
  icon: LucideIcon;
  tone: string;
}

/** Shortcuts: flashcards of the module to study next, the quick quiz, achievements, trading. */
export function QuickActions({ flashcardsModuleId }: { flashcardsModuleId: number }) {
  const actions: QuickAction[] = [
    {
      label: 'Flashcards',
      to: paths.flashcards(flashcardsModuleId),
      icon: Layers,
      tone: 'bg-primary-50 text-primary-600',
    },
    // docs/product.md section 2: the quick-quiz button goes to /quiz/1.
    {
      label: 'Quick Quiz',
      to: paths.quiz(1),
      icon: CircleHelp,
      tone: 'bg-warning-soft text-amber-700',
    },
    {
      label: 'Achievements',
      to: paths.achievements,
      icon: Award,
      tone: 'bg-purple-soft text-violet-700',
    },
    {
      label: 'Trading',
      to: paths.trading,
      icon: TrendingUp,
      tone: 'bg-success-soft text-green-700',
    },
  ];
  return (
    <Card role="region" aria-labelledby="quick-actions" className="p-4 sm:p-5">
      <h2 id="quick-actions" className="text-lg font-bold text-slate-900">
        Quick actions
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:gap-3">
        {actions.map(({ label, to, icon: Icon, tone }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 p-3 text-center text-sm font-semibold text-slate-800 transition-colors hover:border-primary-300 hover:bg-primary-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              <span className={cn('flex size-10 items-center justify-center rounded-xl', tone)}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
