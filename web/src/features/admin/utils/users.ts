import { getFullName } from '@/lib/user-display';
import type { User } from '@/types/api';

/** docs/product.md section 6: the user named admin is left out of the pickers. */
const EXCLUDED_USERNAME = 'admin';

/** The members an admin can pick for cash, awards and points (usernames ignore case). */
export function getPickableUsers(users: readonly User[]): User[] {
  return users.filter((user) => user.username.trim().toLowerCase() !== EXCLUDED_USERNAME);
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
