import { useId } from 'react';

import {
  MemberName,
  ResetButton,
  RoleButton,
  type MemberActions,
} from '@/features/admin/components/member-parts';
import { formatStreak } from '@/features/admin/utils/users';
import { formatDate } from '@/lib/dates';
import { formatPoints } from '@/lib/user-display';
import type { User } from '@/types/api';

/** On a phone: one card per member, every figure labelled and the action in full width. */
export function MemberCards({ users, ...actions }: { users: readonly User[] } & MemberActions) {
  return (
    <ul aria-label="Members" className="divide-y divide-slate-100">
      {users.map((user) => (
        <MemberCard key={user.id} user={user} {...actions} />
      ))}
    </ul>
  );
}

function MemberCard({ user, onReset, onChangeRole }: { user: User } & MemberActions) {
  const nameId = useId();
  return (
    <li aria-labelledby={nameId} className="space-y-3 px-4 py-4">
      <MemberName user={user} nameId={nameId} />
      <p className="text-sm break-all text-slate-700">{user.email}</p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Points</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatPoints(user.points)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Streak</dt>
          <dd className="text-slate-700 tabular-nums">{formatStreak(user.streak)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Joined</dt>
          <dd className="text-slate-700">
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <RoleButton user={user} nameId={nameId} onChangeRole={onChangeRole} className="w-full" />
      <ResetButton user={user} nameId={nameId} onReset={onReset} className="w-full" />
    </li>
  );
}
