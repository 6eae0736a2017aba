import { Loader2, Trophy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUsers } from '@/features/admin/api/get-users';
import { useSetPoints } from '@/features/admin/api/set-points';
import { InvestmentLeaderboardCard } from '@/features/admin/components/investment-leaderboard-card';
import { PointsLeaderboardCard } from '@/features/admin/components/points-leaderboard-card';
import { SectionCard } from '@/features/admin/components/section-card';
import { UserPicker, type PickerProps } from '@/features/admin/components/user-picker';
import { parsePoints } from '@/features/admin/utils/points';
import { toast } from '@/lib/toast';
import { formatPoints, getFullName } from '@/lib/user-display';

/**
 * 'Leaderboards': set a member's points total (a whole number of 0 or more; SPEC.md section 5),
 * which moves them on the points leaderboard; both leaderboards are shown below, read-only.
 */
export function LeaderboardsTab({ selectedUserId, onSelectUser }: PickerProps) {
  const [points, setPointsText] = useState('');
  const pointsId = useId();
  const currentId = useId();
  const users = useUsers();
  const selectedUser = users.data?.find((user) => user.id === selectedUserId) ?? null;

  const setPoints = useSetPoints({
    onSuccess: ({ userId, points: total }) => {
      const member = users.data?.find((user) => user.id === userId);
      toast({
        title: 'Leaderboard updated',
        description: `${member ? getFullName(member) : 'The member'} now has ${formatPoints(total)} points.`,
        variant: 'success',
      });
      setPointsText('');
    },
    onError: () =>
      toast({
        title: 'Error updating leaderboard',
        description: 'Failed to update leaderboard position',
        variant: 'destructive',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (setPoints.isPending) return;
    if (selectedUserId === null || !points.trim()) {
      toast({
        title: 'Missing information',
        description: 'Please select a user and enter points.',
        variant: 'destructive',
      });
      return;
    }
    const total = parsePoints(points);
    if (total === null) {
      toast({
        title: 'Invalid points',
        description: 'Please enter a valid positive number for points.',
        variant: 'destructive',
      });
      return;
    }
    setPoints.mutate({ userId: selectedUserId, points: total });
  };

  return (
    <div className="space-y-6">
      <SectionCard
        icon={Trophy}
        title="Set Leaderboard Points"
        description="Set a member's points total; their place on the points leaderboard follows."
        className="max-w-2xl"
      >
        <form noValidate onSubmit={submit} className="space-y-5 p-4 sm:p-5">
          <div className="space-y-2">
            <UserPicker
              value={selectedUserId}
              onChange={onSelectUser}
              describedBy={selectedUser ? currentId : undefined}
            />
            {selectedUser ? (
              <p id={currentId} className="text-sm text-slate-600">
                Current points:{' '}
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatPoints(selectedUser.points)}
                </span>
              </p>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={pointsId}>New Points Total</Label>
            <Input
              id={pointsId}
              inputMode="numeric"
              autoComplete="off"
              value={points}
              onChange={(event) => setPointsText(event.target.value)}
              placeholder="e.g. 1500"
            />
          </div>
          <Button type="submit" disabled={setPoints.isPending} aria-busy={setPoints.isPending}>
            {setPoints.isPending ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Trophy aria-hidden="true" />
            )}
            Update Position
          </Button>
        </form>
      </SectionCard>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PointsLeaderboardCard />
        <InvestmentLeaderboardCard />
      </div>
    </div>
  );
}
