import type { SortOrder, UserSort } from '@fc/contracts/auth';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  Flame,
  GraduationCap,
  RotateCcw,
  Search,
  ShieldCheck,
  UserRound,
  Users,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { LoadFailedState, StateCard } from '@/components/ui/state-card';
import { useUsersPage } from '@/features/admin/api/get-users-page';
import { ListSkeleton } from '@/features/admin/components/list-skeleton';
import { SectionCard } from '@/components/ui/section-card';
import { countPages, describeMembersRange, formatStreak } from '@/features/admin/utils/users';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { formatPoints, getFullName } from '@/lib/user-display';
import type { User } from '@/types/api';

/** How long the search waits after the last key before it asks the server. */
export const MEMBER_SEARCH_DELAY_MS = 300;

/** From this width the members are a table; under it (a phone), a list of cards. */
const TABLE_MEDIA_QUERY = '(min-width: 768px)';

interface Sorting {
  sort: UserSort;
  order: SortOrder;
}

/** The order a column sorts in when first chosen: names A to Z, numbers and dates highest first. */
const firstOrder: Record<UserSort, SortOrder> = {
  name: 'asc',
  email: 'asc',
  points: 'desc',
  streak: 'desc',
  joined: 'desc',
};

/** The club's order until the admin picks another: oldest member first, as the server lists them. */
const DEFAULT_SORTING: Sorting = { sort: 'joined', order: 'asc' };

/** The card list's sort choices (the table sorts by its column headers). */
const sortChoices: readonly { label: string; sorting: Sorting }[] = [
  { label: 'Joined, oldest first', sorting: { sort: 'joined', order: 'asc' } },
  { label: 'Joined, newest first', sorting: { sort: 'joined', order: 'desc' } },
  { label: 'Name, A to Z', sorting: { sort: 'name', order: 'asc' } },
  { label: 'Name, Z to A', sorting: { sort: 'name', order: 'desc' } },
  { label: 'Points, most first', sorting: { sort: 'points', order: 'desc' } },
  { label: 'Points, fewest first', sorting: { sort: 'points', order: 'asc' } },
  { label: 'Streak, longest first', sorting: { sort: 'streak', order: 'desc' } },
  { label: 'Email, A to Z', sorting: { sort: 'email', order: 'asc' } },
];
const choiceValue = ({ sort, order }: Sorting) => `${sort}-${order}`;

export type OnReset = (user: User, button: HTMLElement) => void;
/** 'Make teacher' or 'Make student' (docs/product.md "For teachers"): opens the confirmation. */
export type OnChangeRole = (user: User, button: HTMLElement) => void;

interface MemberActions {
  onReset: OnReset;
  onChangeRole: OnChangeRole;
}

/**
 * 'Members': the club's accounts, a page at a time, searched and sorted by the server so that a
 * club of hundreds stays quick, on a phone too (cards instead of the wide table).
 */
export function MembersSection({ onReset, onChangeRole }: MemberActions) {
  const searchId = useId();
  const sortId = useId();
  const [searchText, setSearchText] = useState('');
  const [q, setQ] = useState('');
  const [sorting, setSorting] = useState<Sorting>(DEFAULT_SORTING);
  const [page, setPage] = useState(1);
  const isTable = useMediaQuery(TABLE_MEDIA_QUERY);
  const members = useUsersPage({ q, ...sorting, page });

  // The search asks the server once the admin pauses typing, from the first page.
  useEffect(() => {
    const next = searchText.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPage(1);
    }, MEMBER_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, q]);

  const data = members.data;
  const pageCount = data ? countPages(data.pageSize, data.total) : 1;
  // Members left since this page was chosen (e.g. a narrower search): back to the last page.
  useEffect(() => {
    if (data && !members.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [data, members.isPlaceholderData, page, pageCount]);

  const changeSorting = (next: Sorting) => {
    setSorting(next);
    setPage(1);
  };
  const sortBy = (sort: UserSort) =>
    changeSorting(
      sorting.sort === sort
        ? { sort, order: sorting.order === 'asc' ? 'desc' : 'asc' }
        : { sort, order: firstOrder[sort] },
    );
  const clearSearch = () => {
    setSearchText('');
    setQ('');
    setPage(1);
  };

  const renderMembers = () => {
    if (members.isPending) return <ListSkeleton label="Loading the members" />;
    if (members.isError) {
      return (
        <div className="p-4">
          <LoadFailedState
            as="h3"
            title="Could not load the members"
            onRetry={() => void members.refetch()}
          />
        </div>
      );
    }
    if (data?.total === 0 && !q) {
      return (
        <StateCard
          as="h3"
          className="border-0 shadow-none"
          icon={Users}
          title="No users found"
          message="Members appear here once they create an account."
        />
      );
    }
    if (!data || data.users.length === 0) {
      return (
        <StateCard
          as="h3"
          className="border-0 shadow-none"
          icon={Search}
          title="No members match your search"
          message={`Nobody's name, username or email contains "${q}".`}
          actions={
            <Button variant="outline" onClick={clearSearch}>
              Clear search
            </Button>
          }
        />
      );
    }
    return isTable ? (
      <MembersTable
        users={data.users}
        sorting={sorting}
        onSort={sortBy}
        onReset={onReset}
        onChangeRole={onChangeRole}
      />
    ) : (
      <MemberCards users={data.users} onReset={onReset} onChangeRole={onChangeRole} />
    );
  };

  return (
    <SectionCard
      icon={Users}
      title="Members"
      description="Every account of the club. Reset Progress returns a member to a new account's state; Make teacher opens the Teacher Panel to them."
      aside={
        data && !q ? (
          <Badge variant="primary">
            {data.total.toLocaleString('en-US')} {data.total === 1 ? 'member' : 'members'}
          </Badge>
        ) : null
      }
    >
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-end sm:px-5">
        <div className="min-w-0 flex-1 space-y-1.5">
          <Label htmlFor={searchId}>Search members</Label>
          <SearchInput
            id={searchId}
            value={searchText}
            onValueChange={setSearchText}
            placeholder="Name, username or email"
            maxLength={100}
          />
        </div>
        {isTable ? null : (
          <div className="space-y-1.5 sm:w-56">
            <Label htmlFor={sortId}>Sort by</Label>
            <select
              id={sortId}
              value={choiceValue(sorting)}
              onChange={(event) => {
                const choice = sortChoices.find(
                  (item) => choiceValue(item.sorting) === event.target.value,
                );
                if (choice) changeSorting(choice.sorting);
              }}
              className={cn(inputClasses, 'pr-8')}
            >
              {sortChoices.map((choice) => (
                <option key={choiceValue(choice.sorting)} value={choiceValue(choice.sorting)}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      <div aria-busy={members.isFetching} className={cn(members.isPlaceholderData && 'opacity-60')}>
        {renderMembers()}
      </div>

      {data && data.total > 0 && data.users.length > 0 ? (
        <nav
          aria-label="Members pages"
          className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:px-5"
        >
          <p role="status" className="text-sm text-slate-600 tabular-nums">
            {describeMembersRange(data.page, data.pageSize, data.total)}
          </p>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage((current) => Math.max(1, current - 1))}
            >
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <span className="text-sm text-slate-600 tabular-nums">
              Page {data.page} of {pageCount}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pageCount}
              onClick={() => setPage((current) => Math.min(pageCount, current + 1))}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </nav>
      ) : null}
    </SectionCard>
  );
}

function ariaSortOf(sorting: Sorting, sort: UserSort): NonNullable<TableColumn['sort']> {
  if (sorting.sort !== sort) return 'none';
  return sorting.order === 'asc' ? 'ascending' : 'descending';
}

function SortButton({
  label,
  sort,
  sorting,
  onSort,
  alignEnd = false,
}: {
  label: string;
  sort: UserSort;
  sorting: Sorting;
  onSort: (sort: UserSort) => void;
  alignEnd?: boolean;
}) {
  const state = ariaSortOf(sorting, sort);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => onSort(sort)}
      className={cn(
        'inline-flex items-center gap-1 rounded font-semibold tracking-wide uppercase hover:text-slate-900',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        alignEnd && 'flex-row-reverse',
        state !== 'none' && 'text-slate-900',
      )}
    >
      {label}
      <Icon aria-hidden="true" className={cn('size-3.5', state === 'none' && 'opacity-50')} />
    </button>
  );
}

function MembersTable({
  users,
  sorting,
  onSort,
  ...actions
}: {
  users: readonly User[];
  sorting: Sorting;
  onSort: (sort: UserSort) => void;
} & MemberActions) {
  const sortable = (
    label: string,
    sort: UserSort,
    className: string,
    alignEnd = false,
  ): TableColumn => ({
    label: (
      <SortButton label={label} sort={sort} sorting={sorting} onSort={onSort} alignEnd={alignEnd} />
    ),
    className,
    sort: ariaSortOf(sorting, sort),
  });
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

function MemberName({ user, nameId }: { user: User; nameId: string }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <MemberAvatar member={user} className="size-9 text-xs" />
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span id={nameId} className="font-semibold text-slate-900">
            {getFullName(user)}
          </span>
          {user.role === 'admin' ? (
            <Badge variant="warning" icon={ShieldCheck}>
              Admin
            </Badge>
          ) : user.role === 'teacher' ? (
            <Badge variant="primary" icon={GraduationCap}>
              Teacher
            </Badge>
          ) : null}
        </span>
        <span className="block text-xs text-slate-500">@{user.username}</span>
      </span>
    </span>
  );
}

function ResetButton({
  user,
  nameId,
  onReset,
  className,
}: {
  user: User;
  nameId: string;
  onReset: OnReset;
  className?: string;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      aria-describedby={nameId}
      onClick={(event) => onReset(user, event.currentTarget)}
      className={cn('text-red-700 hover:bg-red-50', className)}
    >
      <RotateCcw aria-hidden="true" />
      Reset Progress
    </Button>
  );
}

/** 'Make teacher' for a student, 'Make student' for a teacher; nothing for the admin account. */
function RoleButton({
  user,
  nameId,
  onChangeRole,
  className,
}: {
  user: User;
  nameId: string;
  onChangeRole: OnChangeRole;
  className?: string;
}) {
  if (user.role === 'admin') return null;
  const isTeacher = user.role === 'teacher';
  return (
    <Button
      size="sm"
      variant="outline"
      icon={isTeacher ? UserRound : GraduationCap}
      aria-describedby={nameId}
      onClick={(event) => onChangeRole(user, event.currentTarget)}
      className={className}
    >
      {isTeacher ? 'Make student' : 'Make teacher'}
    </Button>
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

/** On a phone: one card per member, every figure labelled and the action in full width. */
function MemberCards({ users, ...actions }: { users: readonly User[] } & MemberActions) {
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
