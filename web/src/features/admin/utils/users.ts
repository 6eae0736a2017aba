import { getFullName } from '@/lib/user-display';
import type { User } from '@/types/api';

/** docs/product.md section 6: the user named admin is left out of the pickers. */
const EXCLUDED_USERNAME = 'admin';

/** The members an admin can pick for cash, awards and points (usernames ignore case). */
export function getPickableUsers(users: readonly User[]): User[] {
  return users.filter((user) => user.username.trim().toLowerCase() !== EXCLUDED_USERNAME);
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** "Alex Morgan (@alexm)": a member as the pickers name them. */
export function describeMember(user: User): string {
  return `${getFullName(user)} (@${user.username})`;
}

/** The members in the pickers' order: by name as shown (case and accents aside), then username. */
export function sortMembers(users: readonly User[]): User[] {
  return [...users].sort(
    (a, b) =>
      collator.compare(getFullName(a), getFullName(b)) || collator.compare(a.username, b.username),
  );
}

/**
 * Whether every word searched is in the member's name, username or e-mail (case aside; "@sam"
 * looks for the username sam).
 */
export function memberMatches(
  user: Pick<User, 'firstName' | 'lastName' | 'username' | 'email'>,
  search: string,
): boolean {
  const text = [user.firstName, user.lastName, user.username, user.email].join(' ').toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^@/, ''))
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The member with this id, when the members have loaded. */
export function findUser(
  users: readonly User[] | undefined,
  userId: number | null,
): User | undefined {
  return users?.find((user) => user.id === userId);
}

/** The member's full name, or `fallback` when they are not (yet) known. */
export function getMemberName(
  users: readonly User[] | undefined,
  userId: number | null,
  fallback: string,
): string {
  const user = findUser(users, userId);
  return user ? getFullName(user) : fallback;
}

/** 1 → "1 day", 3 → "3 days". */
export function formatStreak(days: number): string {
  return `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`;
}

/** "Showing 26–50 of 200": which members of how many the page shows. */
export function describeMembersRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  const format = (value: number) => value.toLocaleString('en-US');
  return `Showing ${format(first)}–${format(last)} of ${format(total)}`;
}

/** How many pages `total` members fill (at least one). */
export function countPages(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
