import type { AdminAction, AuditEntry } from '@fc/contracts/admin';
import type { Achievement } from '@fc/contracts/rewards';

import { formatDateTime } from '@/lib/dates';
import { formatDollars } from '@/lib/money';

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
  set_role: 'Changed role',
} as const satisfies Record<AdminAction, string>;

/** The label of an action; an action added to the contract later shows its own name. */
export function getActionLabel(action: string): string {
  return (adminActionLabels as Record<string, string>)[action] ?? action.replace(/_/g, ' ');
}

/** "2026-03-04T15:45:00Z" → "Mar 4, 2026, 3:45 PM"; the raw text if unreadable. */
export function formatAuditTime(at: string): string {
  return formatDateTime(at) || at;
}

/** "old → new", "→ new" or "—". */
function showChange(oldText: string | null, newText: string | null): string {
  if (oldText === null && newText === null) return '—';
  if (oldText === null) return `→ ${newText}`;
  return `${oldText} → ${newText ?? '—'}`;
}

/** A stored number (cents or points) as the panel shows it; text that is not a number as it is. */
function wordNumber(value: string | null, word: (n: number) => string): string | null {
  if (value === null || !/^-?\d+$/.test(value)) return value;
  return word(Number(value));
}

/** A reset's record of what it took, {"points":120,"streak":3}, in words. */
function wordResetValue(value: string | null): string | null {
  if (value === null) return null;
  try {
    const { points, streak } = JSON.parse(value) as { points?: unknown; streak?: unknown };
    if (typeof points === 'number' && typeof streak === 'number') {
      return `${points.toLocaleString()} points, ${streak}-day streak`;
    }
  } catch {
    // an older entry's text
  }
  return value;
}

/**
 * The change an entry records, in words. The log stores data (see contracts/admin): cash in
 * cents, points as a number, a reset's points and streak as JSON, an award's achievement.
 */
export function formatChange(
  entry: Pick<AuditEntry, 'action' | 'oldValue' | 'newValue'>,
  newValueShown: string | null = entry.newValue,
): string {
  switch (entry.action) {
    case 'set_cash':
      return showChange(
        wordNumber(entry.oldValue, formatDollars),
        wordNumber(newValueShown, formatDollars),
      );
    case 'set_points':
      return showChange(
        wordNumber(entry.oldValue, (n) => n.toLocaleString()),
        wordNumber(newValueShown, (n) => n.toLocaleString()),
      );
    case 'reset_progress':
      return showChange(wordResetValue(entry.oldValue), entry.oldValue ? 'a new account' : null);
    default:
      return showChange(entry.oldValue, newValueShown);
  }
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
