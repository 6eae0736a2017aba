import type { User } from '@/types/api';

type NamedUser = Pick<User, 'firstName' | 'lastName' | 'username'>;

/** "First Last", or 'User Name' when the account has no name (docs/product.md section 2). */
export function getFullName(user: Partial<NamedUser> | null | undefined): string {
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || 'User Name';
}

export function getInitials(user: Partial<NamedUser> | null | undefined): string {
  const first = user?.firstName?.trim().charAt(0) ?? '';
  const last = user?.lastName?.trim().charAt(0) ?? '';
  const initials = `${first}${last}` || user?.username?.trim().charAt(0) || 'U';
  return initials.toUpperCase();
}

/** Thousands-separated points; 0 when missing. */
export function formatPoints(points: number | null | undefined): string {
  return (points ?? 0).toLocaleString();
}
