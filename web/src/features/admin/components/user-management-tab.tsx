import { Flame, RotateCcw, ShieldCheck, Users } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { QueryList } from '@/components/ui/query-list';
import { useUsers } from '@/features/admin/api/get-users';
import { AuditLogSection } from '@/features/admin/components/audit-log-section';
import { ListSkeleton } from '@/features/admin/components/list-skeleton';
import { ResetProgressDialog } from '@/features/admin/components/reset-progress-dialog';
import { SectionCard } from '@/features/admin/components/section-card';
import { formatStreak } from '@/features/admin/utils/users';
import { formatPoints, getFullName } from '@/lib/user-display';
import type { User } from '@/types/api';

/** 'User Management': every member with 'Reset Progress', then the latest admin actions. */
export function UserManagementTab() {
  const users = useUsers();
  const [resetTarget, setResetTarget] = useState<User | null>(null);
  const [isResetOpen, setIsResetOpen] = useState(false);
  // The dialog opens from a row's button, which gets the focus back when it closes.
  const resetButtonRef = useRef<HTMLElement | null>(null);

  const openReset = (user: User, button: HTMLElement) => {
    resetButtonRef.current = button;
    setResetTarget(user);
    setIsResetOpen(true);
  };

  return (
    <div className="space-y-8">
      <SectionCard
        icon={Users}
        title="Members"
        description="Every account of the club. Reset Progress returns a member to a new account's state."
        aside={
          users.data ? (
            <Badge variant="primary">
              {users.data.length.toLocaleString('en-US')}{' '}
              {users.data.length === 1 ? 'member' : 'members'}
            </Badge>
          ) : null
        }
      >
        <QueryList
          query={users}
          isInCard
          skeleton={ListSkeleton}
          loadingLabel="Loading the members"
          failed="Could not load the members"
          empty={{
            icon: Users,
            title: 'No users found',
            message: 'Members appear here once they create an account.',
          }}
        >
          {(members) => <UsersTable users={members} onReset={openReset} />}
        </QueryList>
      </SectionCard>

      <AuditLogSection />

      <ResetProgressDialog
        user={resetTarget}
        open={isResetOpen}
        onOpenChange={setIsResetOpen}
        returnFocusRef={resetButtonRef}
      />
    </div>
  );
}

const memberColumns: readonly TableColumn[] = [
  { label: 'Member', className: 'px-4 py-3 sm:px-5' },
  { label: 'Email', className: 'px-3 py-3' },
  { label: 'Points', className: 'px-3 py-3 text-right' },
  { label: 'Streak', className: 'px-3 py-3 text-right' },
  { label: <span className="sr-only">Actions</span>, className: 'px-4 py-3 text-right sm:px-5' },
];

function UsersTable({
  users,
  onReset,
}: {
  users: readonly User[];
  onReset: (user: User, button: HTMLElement) => void;
}) {
  return (
    <DataTable
      label="Members table"
      caption="Members"
      captionClassName="sr-only"
      minWidthClassName="min-w-[44rem]"
      columns={memberColumns}
    >
      {users.map((user) => (
        <UserRow key={user.id} user={user} onReset={onReset} />
      ))}
    </DataTable>
  );
}

function UserRow({
  user,
  onReset,
}: {
  user: User;
  onReset: (user: User, button: HTMLElement) => void;
}) {
  const nameId = useId();
  const isAdmin = user.role === 'admin';
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-normal sm:px-5">
        <span className="flex items-center gap-3">
          <MemberAvatar member={user} className="size-9 text-xs" />
          <span className="min-w-0">
            <span className="flex items-center gap-2">
              <span id={nameId} className="font-semibold text-slate-900">
                {getFullName(user)}
              </span>
              {isAdmin ? (
                <Badge variant="warning" icon={ShieldCheck}>
                  Admin
                </Badge>
              ) : null}
            </span>
            <span className="block text-xs text-slate-500">@{user.username}</span>
          </span>
        </span>
      </th>
      <td className="max-w-64 truncate px-3 py-3 text-slate-700" title={user.email}>
        {user.email}
      </td>
      <td className="px-3 py-3 text-right font-semibold text-slate-900 tabular-nums">
        {formatPoints(user.points)}
      </td>
      <td className="px-3 py-3 text-right whitespace-nowrap text-slate-700 tabular-nums">
        <span className="inline-flex items-center gap-1">
          <Flame aria-hidden="true" className="size-4 text-orange-500" />
          {formatStreak(user.streak)}
        </span>
      </td>
      <td className="px-4 py-3 text-right sm:px-5">
        <Button
          size="sm"
          variant="outline"
          aria-describedby={nameId}
          onClick={(event) => onReset(user, event.currentTarget)}
          className="text-red-700 hover:bg-red-50"
        >
          <RotateCcw aria-hidden="true" />
          Reset Progress
        </Button>
      </td>
    </tr>
  );
}
