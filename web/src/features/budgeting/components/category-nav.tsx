import type { BudgetAnswer } from '@fc/contracts/budget';
import { CircleCheck } from 'lucide-react';

import { isSectionComplete, type CategorySection } from '@/features/budgeting/utils/questions';
import { cn } from '@/lib/cn';

/**
 * The category buttons: each jumps to its category's first question; the current category is
 * highlighted (aria-current) and a fully answered one carries a check. They wrap on a phone.
 */
export function CategoryNav({
  sections,
  currentCategory,
  answers,
  onJump,
}: {
  sections: readonly CategorySection[];
  currentCategory: string;
  answers: ReadonlyMap<string, BudgetAnswer>;
  onJump: (index: number) => void;
}) {
  return (
    <nav aria-label="Question categories">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => {
          const isCurrent = section.category === currentCategory;
          const isDone = isSectionComplete(section, answers);
          return (
            <li key={section.category}>
              <button
                type="button"
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => onJump(section.firstIndex)}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-xs font-semibold transition-colors sm:text-sm',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                  isCurrent
                    ? 'border-primary-600 bg-primary-600 text-white shadow-sm'
                    : isDone
                      ? 'border-green-200 bg-success-soft text-green-800 hover:bg-green-100'
                      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {isDone ? <CircleCheck aria-hidden="true" className="size-4 shrink-0" /> : null}
                {section.isOptional ? `${section.category} (optional)` : section.category}
                {isDone ? <span className="sr-only">, all answered</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
