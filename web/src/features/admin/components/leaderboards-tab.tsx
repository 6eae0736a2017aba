import { Trophy } from 'lucide-react';

import { useUsers } from '@/features/admin/api/get-users';
import { useSetPoints } from '@/features/admin/api/set-points';
import { InvestmentLeaderboardCard } from '@/features/admin/components/investment-leaderboard-card';
import { MemberAmountForm } from '@/features/admin/components/member-amount-form';
import { PointsLeaderboardCard } from '@/features/admin/components/points-leaderboard-card';
import type { PickerProps } from '@/features/admin/components/user-picker';
import { POINTS_MISSING_MESSAGE, pointsSchema } from '@/features/admin/utils/points';
import { findUser, getMemberName } from '@/features/admin/utils/users';
import { toast } from '@/lib/toast';
import { formatPoints } from '@/lib/user-display';

/**
 * 'Leaderboards': set a member's points total (a whole number of 0 or more; docs/product.md section 5),
 * which moves them on the points leaderboard; both leaderboards are shown below, read-only.
 */
export function LeaderboardsTab({ selectedUserId, onSelectUser }: PickerProps) {
  const users = useUsers();
  const selectedUser = findUser(users.data, selectedUserId);

  const setPoints = useSetPoints({
    onSuccess: ({ userId, points: total }) => {
      toast({
        title: 'Leaderboard updated',
        description: `${getMemberName(users.data, userId, 'The member')} now has ${formatPoints(total)} points.`,
        variant: 'success',
      });
    },
    onError: () =>
      toast({
        title: 'Error updating leaderboard',
        description: 'Failed to update leaderboard position',
        variant: 'destructive',
      }),
  });

  return (
    <div className="space-y-6">
      <MemberAmountForm
        selectedUserId={selectedUserId}
        onSelectUser={onSelectUser}
        icon={Trophy}
        title="Set Leaderboard Points"
        description="Set a member's points total; their place on the points leaderboard follows."
        current={
          selectedUser
            ? (id) => (
                <p id={id} className="text-sm text-slate-600">
                  Current points:{' '}
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {formatPoints(selectedUser.points)}
                  </span>
                </p>
              )
            : null
        }
        field={{
          label: 'New Points Total',
          inputMode: 'numeric',
          placeholder: 'e.g. 1500',
        }}
        amountSchema={pointsSchema}
        missingMessage={POINTS_MISSING_MESSAGE}
        submitLabel="Update Position"
        confirm={{
          title: (name) => `Set ${name}'s points?`,
          what: 'Points',
          current: selectedUser ? formatPoints(selectedUser.points) : null,
          format: formatPoints,
          actionLabel: 'Set points',
        }}
        isPending={setPoints.isPending}
        onSubmit={(userId, total) => setPoints.mutateAsync({ userId, points: total })}
      />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PointsLeaderboardCard />
        <InvestmentLeaderboardCard />
      </div>
    </div>
  );
}
