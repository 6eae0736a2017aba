import type { User } from '@/types/api';

/** SPEC.md section 6: the user named admin is left out of the pickers. */
const EXCLUDED_USERNAME = 'admin';

/** The members an admin can pick for cash, awards and points (usernames ignore case). */
export function getPickableUsers(users: readonly User[]): User[] {
  return users.filter((user) => user.username.trim().toLowerCase() !== EXCLUDED_USERNAME);
}

/** 1 → "1 day", 3 → "3 days". */
export function formatStreak(days: number): string {
  return `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`;
}
