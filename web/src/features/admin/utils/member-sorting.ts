import type { SortOrder, UserSort } from '@fc/contracts/auth';

import type { AriaSort } from '@/components/ui/sort-button';

/** The members' order, as the server sorts them (GET /api/users?sort=&order=). */
export interface MemberSorting {
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
export const DEFAULT_MEMBER_SORTING: MemberSorting = { sort: 'joined', order: 'asc' };

/** A column header pressed: the other way round for the current column, else its first order. */
export const nextMemberSorting = (current: MemberSorting, sort: UserSort): MemberSorting =>
  current.sort === sort
    ? { sort, order: current.order === 'asc' ? 'desc' : 'asc' }
    : { sort, order: firstOrder[sort] };

/** The card list's sort choices (the table sorts by its column headers). */
export const memberSortChoices: readonly { label: string; sorting: MemberSorting }[] = [
  { label: 'Joined, oldest first', sorting: { sort: 'joined', order: 'asc' } },
  { label: 'Joined, newest first', sorting: { sort: 'joined', order: 'desc' } },
  { label: 'Name, A to Z', sorting: { sort: 'name', order: 'asc' } },
  { label: 'Name, Z to A', sorting: { sort: 'name', order: 'desc' } },
  { label: 'Points, most first', sorting: { sort: 'points', order: 'desc' } },
  { label: 'Points, fewest first', sorting: { sort: 'points', order: 'asc' } },
  { label: 'Streak, longest first', sorting: { sort: 'streak', order: 'desc' } },
  { label: 'Email, A to Z', sorting: { sort: 'email', order: 'asc' } },
];

/** A sorting as a select option's value, e.g. "joined-asc". */
export const memberSortValue = ({ sort, order }: MemberSorting) => `${sort}-${order}`;

/** What a column's header says of the order (aria-sort). */
export function ariaSortOf(sorting: MemberSorting, sort: UserSort): AriaSort {
  if (sorting.sort !== sort) return 'none';
  return sorting.order === 'asc' ? 'ascending' : 'descending';
}
