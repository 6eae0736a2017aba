import type { UserSort } from '@fc/contracts/auth';
import { Flame } from 'lucide-react';
import { useId } from 'react';

import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { SortButton } from '@/components/ui/sort-button';
import {
  MemberName,
  ResetButton,
  RoleButton,
  type MemberActions,
} from '@/features/admin/components/member-parts';
import { ariaSortOf, type MemberSorting } from '@/features/admin/utils/member-sorting';
import { formatStreak } from '@/features/admin/utils/users';
import { formatDate } from '@/lib/dates';
import { formatPoints } from '@/lib/user-display';
import type { User } from '@/types/api';

/** From a tablet up: one row per member, sorted by the server through the column headers. */
export function MembersTable({
  users,
  sorting,
  onSort,
  ...actions
}: {
  users: readonly User[];
  sorting: MemberSorting;
  onSort: (sort: UserSort) => void;
} & MemberActions) {
  const sortable = (
    label: string,
    sort: UserSort,
    className: string,
    alignEnd = false,
  ): TableColumn => {
    const state = ariaSortOf(sorting, sort);
    return {
      label: (
        <SortButton label={label} state={state} onSort={() => onSort(sort)} alignEnd={alignEnd} />
      ),
      className,
      sort: state,
    };
  };
  const columns: readonly TableColumn[] = [
    sortable('Member', 'name', 'px-4 py-3 sm:px-5'),
    sortable('Email', 'email', 'px-3 py-3'),
    sortable('Points', 'points', 'px-3 py-3 text-right', true),
    sortable('Streak', 'streak', 'px-3 py-3 text-right', true),
    sortable('Joined', 'joined', 'px-3 py-3'),
    { label: <span className="sr-only">Actions</span>, className: 'px-4 py-3 text-right sm:px-5' },
  ];
  return (
    <DataTable
      label="Members table"
      caption="Members"
      captionClassName="sr-only"
      minWidthClassName="min-w-[56rem]"
      columns={columns}
    >
      {users.map((user) => (
        <MemberRow key={user.id} user={user} {...actions} />
      ))}
    </DataTable>
  );
}

function MemberRow({ user, onReset, onChangeRole }: { user: User } & MemberActions) {
  const nameId = useId();
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-normal sm:px-5">
        <MemberName user={user} nameId={nameId} />
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
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
      <td className="px-4 py-3 text-right sm:px-5">
        <span className="inline-flex flex-wrap justify-end gap-2">
          <RoleButton user={user} nameId={nameId} onChangeRole={onChangeRole} />
          <ResetButton user={user} nameId={nameId} onReset={onReset} />
        </span>
      </td>
    </tr>
  );
}
