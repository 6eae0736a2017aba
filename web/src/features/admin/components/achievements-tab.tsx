import type { Achievement } from '@fc/contracts/rewards';
import { Award, CircleCheck, Star } from 'lucide-react';
import { useId } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { QueryList } from '@/components/ui/query-list';
import { Skeleton } from '@/components/ui/skeleton';
import { useAwardAchievement } from '@/features/admin/api/award-achievement';
import { useAchievements } from '@/features/admin/api/get-achievements';
import { useUserAchievements } from '@/features/admin/api/get-user-achievements';
import { useUsers } from '@/features/admin/api/get-users';
import { SectionCard } from '@/components/ui/section-card';
import { UserPicker, type PickerProps } from '@/features/admin/components/user-picker';
import { getMemberName } from '@/features/admin/utils/users';
import { getAchievementIcon } from '@/lib/achievement-icons';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { formatPoints } from '@/lib/user-display';

/**
 * 'Achievements': pick a member, then 'Award Achievement' on any card (docs/product.md section 2). Cards
 * the member has already earned say so and cannot be awarded again.
 */
export function AchievementsTab({ selectedUserId, onSelectUser }: PickerProps) {
  const catalogue = useAchievements();
  const earned = useUserAchievements(selectedUserId);
  const users = useUsers();
  const statusId = useId();

  const award = useAwardAchievement({
    onSuccess: ({ userId, achievementId }) => {
      const title =
        catalogue.data?.find((achievement) => achievement.id === achievementId)?.title ??
        'The achievement';
      toast({
        title: 'Achievement awarded',
        description: `${title} was awarded to ${getMemberName(users.data, userId, 'the member')}.`,
        variant: 'success',
      });
    },
    onError: () =>
      toast({
        title: 'Error awarding achievement',
        description: 'Failed to award achievement',
        variant: 'destructive',
      }),
  });

  const earnedIds = new Set(earned.data?.map((record) => record.achievementId) ?? []);
  const pendingId = award.isPending ? award.variables.achievementId : null;

  const awardTo = (achievement: Achievement) => {
    if (selectedUserId === null) {
      toast({
        title: 'No user selected',
        description: 'Please select a user first.',
        variant: 'destructive',
      });
      return;
    }
    award.mutate({ userId: selectedUserId, achievementId: achievement.id });
  };

  return (
    <div className="space-y-6">
      <SectionCard
        icon={Award}
        title="Award Achievements"
        description="Pick a member, then award any achievement. It pays its points and rewards as if it had been earned."
        className="max-w-2xl"
      >
        <div className="space-y-2 p-4 sm:p-5">
          <UserPicker
            value={selectedUserId}
            onChange={onSelectUser}
            describedBy={selectedUserId === null ? undefined : statusId}
          />
          {selectedUserId === null ? null : (
            <div id={statusId} className="text-sm text-slate-600">
              {earned.isPending ? (
                <Skeleton className="h-4 w-48" />
              ) : earned.isError ? (
                <InlineAlert onRetry={() => void earned.refetch()} isRetrying={earned.isFetching}>
                  Could not load the achievements this member has earned.
                </InlineAlert>
              ) : catalogue.data ? (
                <p>
                  {getMemberName(users.data, selectedUserId, 'This member')} has earned{' '}
                  {countEarned(catalogue.data, earnedIds)} of {catalogue.data.length} achievements.
                </p>
              ) : null}
            </div>
          )}
        </div>
      </SectionCard>

      <QueryList
        query={catalogue}
        skeleton={CatalogueSkeleton}
        loadingLabel="Loading the achievements"
        failed="Could not load the achievements"
        empty={{ icon: Award, title: 'No achievements', message: 'The catalogue is empty.' }}
      >
        {(achievements) => (
          <ul aria-label="Achievements" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {achievements.map((achievement) => (
              <li key={achievement.id}>
                <AdminAchievementCard
                  achievement={achievement}
                  isEarned={earnedIds.has(achievement.id)}
                  isAwarding={pendingId === achievement.id}
                  isBusy={award.isPending}
                  onAward={() => awardTo(achievement)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </div>
  );
}

function countEarned(catalogue: readonly Achievement[], earnedIds: ReadonlySet<string>): number {
  return catalogue.filter((achievement) => earnedIds.has(achievement.id)).length;
}

function AdminAchievementCard({
  achievement,
  isEarned,
  isAwarding,
  isBusy,
  onAward,
}: {
  achievement: Achievement;
  isEarned: boolean;
  isAwarding: boolean;
  isBusy: boolean;
  onAward: () => void;
}) {
  const titleId = useId();
  const Icon = getAchievementIcon(achievement.icon);

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
        isEarned ? 'border-green-300' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-xl',
            isEarned ? 'bg-success-soft text-green-700' : 'bg-primary-50 text-primary-600',
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="leading-snug font-bold text-slate-900">
            {achievement.title}
          </h3>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge variant="warning" icon={Star}>
              {formatPoints(achievement.points)} points
            </Badge>
            {isEarned ? (
              <Badge variant="success" icon={CircleCheck}>
                Earned
              </Badge>
            ) : null}
          </div>
        </div>
      </div>
      <p className="flex-1 text-sm text-slate-600">{achievement.description}</p>
      <Button
        variant={isEarned ? 'outline' : 'primary'}
        size="sm"
        disabled={isEarned || isBusy}
        icon={Award}
        isBusy={isAwarding}
        aria-describedby={titleId}
        onClick={onAward}
      >
        Award Achievement
      </Button>
    </article>
  );
}

function CatalogueSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((card) => (
        <Skeleton key={card} className="h-44 w-full rounded-2xl" />
      ))}
    </div>
  );
}
