import {
  Banknote,
  CalendarCheck,
  CircleCheck,
  LockOpen,
  Sparkles,
  Star,
  Target,
} from 'lucide-react';
import { useId } from 'react';

import { Badge } from '@/components/ui/badge';
import { getAchievementColorClasses } from '@/features/achievements/utils/achievement-style';
import {
  formatRequirement,
  getUnlockFeatureLabel,
  type AchievementStatus,
} from '@/features/achievements/utils/achievements';
import { getAchievementIcon } from '@/lib/achievement-icons';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { formatCashReward } from '@/lib/money';
import { formatPoints } from '@/lib/user-display';

/** One achievement: earned in its colour, available muted (docs/product.md section 2 "Achievements"). */
export function AchievementCard({ status }: { status: AchievementStatus }) {
  const { achievement, earnedAt } = status;
  const titleId = useId();
  const isEarned = earnedAt !== null;
  const colors = getAchievementColorClasses(achievement.color, isEarned);
  const Icon = getAchievementIcon(achievement.icon);
  const earnedDate = formatDate(earnedAt);

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm',
        colors.border,
        !isEarned && 'bg-slate-50 shadow-none',
      )}
    >
      <div aria-hidden="true" className={cn('h-1.5 w-full', colors.fill)} />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'flex size-12 shrink-0 items-center justify-center rounded-xl',
              colors.icon,
            )}
          >
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <h3
              id={titleId}
              className={cn(
                'font-bold leading-snug',
                isEarned ? 'text-slate-900' : 'text-slate-700',
              )}
            >
              {achievement.title}
            </h3>
            <div className="mt-1.5 flex flex-wrap gap-1.5">
              {isEarned ? (
                <Badge variant="success" icon={CircleCheck}>
                  Earned
                </Badge>
              ) : null}
              {isEarned && achievement.specialBadge ? (
                <Badge variant="warning" icon={Sparkles}>
                  {achievement.specialBadge}
                </Badge>
              ) : null}
            </div>
          </div>
        </div>

        <p className="text-sm text-slate-600">{achievement.description}</p>

        <ul aria-label="Rewards" className="flex flex-wrap gap-1.5">
          {/* Only what it pays: no "0 points" on an achievement worth none (it read as a bug). */}
          {achievement.points > 0 ? (
            <li>
              <Badge variant={isEarned ? 'warning' : 'neutral'} icon={Star}>
                {formatPoints(achievement.points)} points
              </Badge>
            </li>
          ) : null}
          {achievement.bonusPoints > 0 ? (
            <li>
              <Badge variant={isEarned ? 'primary' : 'neutral'}>
                +{formatPoints(achievement.bonusPoints)} bonus
              </Badge>
            </li>
          ) : null}
          {achievement.tradingBonus > 0 ? (
            <li>
              <Badge variant={isEarned ? 'success' : 'neutral'} icon={Banknote}>
                {formatCashReward(achievement.tradingBonus)} trading cash
              </Badge>
            </li>
          ) : null}
        </ul>

        <div className="mt-auto space-y-1.5 border-t border-slate-100 pt-3 text-sm">
          {achievement.unlockFeature ? (
            <p className="flex items-start gap-2 font-medium text-slate-700">
              <LockOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-violet-600" />
              <span>Unlocks: {getUnlockFeatureLabel(achievement.unlockFeature)}</span>
            </p>
          ) : null}
          <p className="flex items-start gap-2 text-slate-600">
            <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span>
              <span className="sr-only">Requirement: </span>
              {formatRequirement(achievement.requirement)}
            </span>
          </p>
          {earnedDate ? (
            <p className="flex items-start gap-2 text-green-800">
              <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>Earned on {earnedDate}</span>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
