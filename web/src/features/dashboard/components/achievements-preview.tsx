import type { Achievement } from '@fc/contracts/rewards';
import { CircleCheck } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { SectionHeading } from '@/features/dashboard/components/section-heading';
import {
  SectionError,
  SectionSkeleton,
  SignInToCompete,
} from '@/features/dashboard/components/section-states';
import { type SectionState } from '@/features/dashboard/utils/section-state';
import { getAchievementIcon } from '@/lib/achievement-icons';
import { cn } from '@/lib/cn';
import { formatCashReward } from '@/lib/money';

export type AchievementsPreviewProps = SectionState<{
  achievements: readonly Achievement[];
  earnedIds: ReadonlySet<string>;
}>;

/** The first achievements of the catalogue, which of them are earned, and a link to them all. */
export function AchievementsPreview(props: AchievementsPreviewProps) {
  return (
    <section aria-labelledby="achievements-preview">
      <SectionHeading
        id="achievements-preview"
        title="Achievements"
        link={{ label: 'View all', to: paths.achievements }}
      />
      {props.status === 'guest' ? (
        <Card className="p-4 sm:p-5">
          <SignInToCompete what="earn achievements with points and trading cash." />
        </Card>
      ) : props.status === 'loading' ? (
        <SectionSkeleton label="Loading achievements" />
      ) : props.status === 'error' ? (
        <SectionError
          message="We could not load the achievements. Please try again."
          onRetry={props.onRetry}
        />
      ) : props.achievements.length === 0 ? (
        <Card className="p-4 text-sm text-slate-600 sm:p-5">No achievements to show yet.</Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
          {props.achievements.map((achievement) => (
            <AchievementTile
              key={achievement.id}
              achievement={achievement}
              earned={props.earnedIds.has(achievement.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function AchievementTile({ achievement, earned }: { achievement: Achievement; earned: boolean }) {
  const Icon = getAchievementIcon(achievement.icon);
  return (
    <li
      className={cn(
        'flex h-full flex-col gap-2 rounded-2xl border bg-white p-4 shadow-sm',
        earned ? 'border-green-300' : 'border-slate-200',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-10 items-center justify-center rounded-xl',
            earned ? 'bg-success-soft text-green-700' : 'bg-slate-100 text-slate-500',
          )}
        >
          <Icon className="size-5" />
        </span>
        {earned ? (
          <Badge variant="success" icon={CircleCheck}>
            Earned
          </Badge>
        ) : (
          <Badge variant="neutral">Not earned yet</Badge>
        )}
      </div>
      <h3 className="font-semibold leading-tight text-slate-900">{achievement.title}</h3>
      <p className="mt-auto text-sm text-slate-600">
        {achievement.points.toLocaleString()} pts
        {achievement.bonusPoints > 0
          ? ` · +${achievement.bonusPoints.toLocaleString()} bonus`
          : null}
      </p>
      {achievement.tradingBonus > 0 ? (
        <p className="text-sm font-medium text-green-700">
          +{formatCashReward(achievement.tradingBonus)} trading cash
        </p>
      ) : null}
    </li>
  );
}
