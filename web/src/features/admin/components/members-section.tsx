import type { UserSort } from '@fc/contracts/auth';
import { ChevronLeft, ChevronRight, Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { SectionCard } from '@/components/ui/section-card';
import { LoadFailedState, StateCard } from '@/components/ui/state-card';
import { useUsersPage } from '@/features/admin/api/get-users-page';
import { ListSkeleton } from '@/features/admin/components/list-skeleton';
import { MemberCards } from '@/features/admin/components/member-cards';
import type { MemberActions } from '@/features/admin/components/member-parts';
import { MembersTable } from '@/features/admin/components/members-table';
import {
  DEFAULT_MEMBER_SORTING,
  memberSortChoices,
  memberSortValue,
  nextMemberSorting,
  type MemberSorting,
} from '@/features/admin/utils/member-sorting';
import { countPages, describeMembersRange } from '@/features/admin/utils/users';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';

/** How long the search waits after the last key before it asks the server. */
export const MEMBER_SEARCH_DELAY_MS = 300;

/** From this width the members are a table; under it (a phone), a list of cards. */
const TABLE_MEDIA_QUERY = '(min-width: 768px)';

/**
 * 'Members': the club's accounts, a page at a time, searched and sorted by the server so that a
 * club of hundreds stays quick, on a phone too (cards instead of the wide table).
 */
export function MembersSection({ onReset, onChangeRole }: MemberActions) {
  const [searchText, setSearchText] = useState('');
  const [q, setQ] = useState('');
  const [sorting, setSorting] = useState<MemberSorting>(DEFAULT_MEMBER_SORTING);
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

  const changeSorting = (next: MemberSorting) => {
    setSorting(next);
    setPage(1);
  };
  const sortBy = (sort: UserSort) => changeSorting(nextMemberSorting(sorting, sort));
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
        <FormField label="Search members" className="min-w-0 flex-1">
          {(control) => (
            <SearchInput
              {...control}
              value={searchText}
              onValueChange={setSearchText}
              placeholder="Name, username or email"
              maxLength={100}
            />
          )}
        </FormField>
        {isTable ? null : (
          <FormField label="Sort by" className="sm:w-56">
            {(control) => (
              <Select
                {...control}
                value={memberSortValue(sorting)}
                onChange={(event) => {
                  const choice = memberSortChoices.find(
                    (item) => memberSortValue(item.sorting) === event.target.value,
                  );
                  if (choice) changeSorting(choice.sorting);
                }}
              >
                {memberSortChoices.map((choice) => (
                  <option
                    key={memberSortValue(choice.sorting)}
                    value={memberSortValue(choice.sorting)}
                  >
                    {choice.label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
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
