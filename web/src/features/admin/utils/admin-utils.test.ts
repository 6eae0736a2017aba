import type { AuditEntry } from '@fc/contracts/admin';
import { adminActionLabels as contractLabels } from '@fc/contracts/admin';
import { Award, Flame } from 'lucide-react';
import { describe, expect, it } from 'vitest';

import {
  adminActionLabels,
  formatChange,
  formatAuditUser,
  getActionLabel,
  nameAwardedAchievement,
} from '@/features/admin/utils/audit';
import { parseDollarAmount } from '@/features/admin/utils/cash-amount';
import { parsePoints } from '@/features/admin/utils/points';
import {
  countPages,
  describeMembersRange,
  formatStreak,
  getPickableUsers,
} from '@/features/admin/utils/users';
import { getAchievementIcon } from '@/lib/achievement-icons';
import { formatDollars, formatSignedDollars, formatSignedPercent } from '@/lib/money';
import { members } from '@/testing/admin-fixtures';
import { buildUser } from '@/testing/test-utils';

describe('cash amount', () => {
  it.each([
    ['100', 100],
    ['-12.5', -12.5],
    [' 12.50 ', 12.5],
    ['0', 0],
    ['.5', 0.5],
    ['+7', 7],
    ['$1,250.75', 1250.75],
    ['-$3', -3],
  ])("reads '%s' as %d dollars", (input, expected) => {
    expect(parseDollarAmount(input)).toBe(expected);
  });

  it.each([
    '',
    'abc',
    '12abc',
    '1e3',
    '--1',
    '1.2.3',
    '$',
    'NaN',
    'Infinity',
    '0x10',
    '1.005',
    '.',
  ])("refuses '%s'", (input) => {
    expect(parseDollarAmount(input)).toBeNull();
  });
});

describe('points total', () => {
  it.each([
    ['0', 0],
    ['1500', 1500],
    [' 42 ', 42],
    ['1,500', 1500],
    ['100000000', 100_000_000],
  ])("reads '%s' as %i", (input, expected) => {
    expect(parsePoints(input)).toBe(expected);
  });

  it.each(['', '-1', '2.5', 'x', '1e3', '100000001'])("refuses '%s'", (input) => {
    expect(parsePoints(input)).toBeNull();
  });
});

describe('money from cents', () => {
  it('shows dollars to the cent, signed where asked', () => {
    expect(formatDollars(1_012_345)).toBe('$10,123.45');
    expect(formatSignedDollars(12_345)).toBe('+$123.45');
    expect(formatSignedDollars(-1_200)).toBe('-$12.00');
    expect(formatSignedDollars(0)).toBe('$0.00');
    expect(formatSignedPercent(1_234)).toBe('+12.34%');
    expect(formatSignedPercent(-550)).toBe('-5.50%');
  });
});

describe('members', () => {
  it('leaves the user named admin out of the pickers, whatever its case', () => {
    expect(getPickableUsers(members).map((user) => user.username)).toEqual([
      'mslee',
      'alexm',
      'jordanl',
    ]);
    expect(getPickableUsers([buildUser({ id: 3, username: 'Admin' })])).toEqual([]);
  });

  it('writes streaks in days', () => {
    expect(formatStreak(0)).toBe('0 days');
    expect(formatStreak(1)).toBe('1 day');
    expect(formatStreak(12)).toBe('12 days');
  });

  it('says which members a page shows, and how many pages there are', () => {
    expect(describeMembersRange(2, 25, 200)).toBe('Showing 26–50 of 200');
    expect(describeMembersRange(9, 25, 203)).toBe('Showing 201–203 of 203');
    expect(describeMembersRange(1, 25, 1_500)).toBe('Showing 1–25 of 1,500');
    expect(describeMembersRange(1, 25, 0)).toBe('Showing 0 of 0');
    expect(countPages(25, 200)).toBe(8);
    expect(countPages(25, 201)).toBe(9);
    expect(countPages(25, 0)).toBe(1);
  });
});

describe('audit log', () => {
  it('labels the actions as the contract does', () => {
    expect(adminActionLabels).toEqual(contractLabels);
  });

  it('labels an unknown action with its own name', () => {
    expect(getActionLabel('set_cash')).toBe('Set cash balance');
    expect(getActionLabel('merge_accounts')).toBe('merge accounts');
  });

  it('words the stored change: cash from cents, points, a reset, an award', () => {
    const entry = (
      action: AuditEntry['action'],
      oldValue: string | null,
      newValue: string | null,
    ) => ({ action, oldValue, newValue }) as const;
    expect(formatChange(entry('set_cash', '1000000', '1250050'))).toBe('$10,000.00 → $12,500.50');
    expect(formatChange(entry('set_points', '100', '1500'))).toBe('100 → 1,500');
    expect(formatChange(entry('set_points', null, '1500'))).toBe('→ 1,500');
    expect(formatChange(entry('reset_progress', '{"points" : 120, "streak" : 3}', null))).toBe(
      '120 points, 3-day streak → a new account',
    );
    expect(formatChange(entry('award_achievement', null, 'on-fire'), 'On Fire')).toBe('→ On Fire');
    expect(formatChange(entry('reset_progress', null, null))).toBe('—');
    // An entry from before the values were data keeps its text.
    expect(formatChange(entry('set_cash', '$5.00', '$7.00'))).toBe('$5.00 → $7.00');
  });

  it('names an awarded achievement by its title when the catalogue knows it', () => {
    const catalogue = [{ id: 'on-fire', title: 'On Fire' }];
    expect(
      nameAwardedAchievement({ action: 'award_achievement', newValue: 'on-fire' }, catalogue),
    ).toBe('On Fire');
    expect(
      nameAwardedAchievement({ action: 'award_achievement', newValue: 'gone' }, catalogue),
    ).toBe('gone');
    expect(nameAwardedAchievement({ action: 'set_points', newValue: 'on-fire' }, catalogue)).toBe(
      'on-fire',
    );
  });

  it('names a user by @username, or by id when the name is unknown', () => {
    expect(formatAuditUser('alexm', 7)).toBe('@alexm');
    expect(formatAuditUser(null, 12)).toBe('User #12');
  });
});

describe('achievement icons', () => {
  it('finds an icon by its kebab, camel or snake name, else an award', () => {
    expect(getAchievementIcon('flame')).toBe(Flame);
    expect(getAchievementIcon('Flame')).toBe(Flame);
    expect(getAchievementIcon('no-such-icon')).toBe(Award);
    expect(getAchievementIcon(null)).toBe(Award);
  });
});
