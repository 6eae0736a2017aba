import type { AdminAction, AuditEntry } from '@fc/contracts/admin';
import type { Achievement } from '@fc/contracts/rewards';

import { formatDateTime } from '@/lib/dates';

/**
 * The names of the admin actions in the audit log. Written out rather than imported from
 * contracts/admin: a value import of that module would bundle zod into the admin chunk. A unit
 * test checks them against the contract's adminActionLabels.
 */
export const adminActionLabels = {
  reset_progress: 'Reset progress',
  set_cash: 'Set cash balance',
  award_achievement: 'Awarded achievement',
  set_points: 'Set points',
} as const satisfies Record<AdminAction, string>;

/** The label of an action; an action added to the contract later shows its own name. */
export function getActionLabel(action: string): string {
  return (adminActionLabels as Record<string, string>)[action] ?? action.replace(/_/g, ' ');
}

/** "2026-03-04T15:45:00Z" → "Mar 4, 2026, 3:45 PM"; the raw text if unreadable. */
export function formatAuditTime(at: string): string {
  return formatDateTime(at) || at;
}

/** "old → new", "→ new" or "—"; the values are display text already (dollars, points, ids). */
export function formatChange(oldValue: string | null, newValue: string | null): string {
  if (oldValue === null && newValue === null) return '—';
  if (oldValue === null) return `→ ${newValue}`;
  return `${oldValue} → ${newValue ?? '—'}`;
}

/** "@alexm", or "User #7" when the account's name is not known. */
export function formatAuditUser(username: string | null, userId: number): string {
  return username ? `@${username}` : `User #${userId}`;
}

/** The new value of an entry, with an awarded achievement's id replaced by its title when known. */
export function nameAwardedAchievement(
  entry: Pick<AuditEntry, 'action' | 'newValue'>,
  catalogue: readonly Pick<Achievement, 'id' | 'title'>[],
): string | null {
  if (entry.action !== 'award_achievement' || entry.newValue === null) return entry.newValue;
  return (
    catalogue.find((achievement) => achievement.id === entry.newValue)?.title ?? entry.newValue
  );
}
