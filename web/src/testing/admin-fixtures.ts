import type { AuditEntry } from '@fc/contracts/admin';
import type { InvestmentLeaderboardEntry, Portfolio } from '@fc/contracts/market';
import type { Achievement, LeaderboardEntry, UserAchievement } from '@fc/contracts/rewards';

import type { MockAnswer, MockRequest, MockRoutes } from '@/testing/mock-fetch';
import { buildAchievement } from '@/testing/rewards-fixtures';
import { buildUser } from '@/testing/test-utils';
import type { User } from '@/types/api';

/** Test data for the admin panel: what the services answer (packages/contracts). */

/** The signed-in admin, named admin: left out of the pickers. */
export const adminUser = buildUser({
  id: 1,
  username: 'admin',
  email: 'admin@club.example.org',
  firstName: 'Club',
  lastName: 'Admin',
  role: 'admin',
  points: 0,
  streak: 0,
});
/** A second admin (a teacher), who can be picked. */
export const teacher = buildUser({
  id: 2,
  username: 'mslee',
  email: 'lee@school.example.org',
  firstName: 'Dana',
  lastName: 'Lee',
  role: 'admin',
  points: 40,
  streak: 1,
});
export const alex = buildUser({
  id: 7,
  username: 'alexm',
  email: 'alex@example.org',
  firstName: 'Alex',
  lastName: 'Morgan',
  points: 12_500,
  streak: 3,
});
export const jordan = buildUser({
  id: 9,
  username: 'jordanl',
  email: 'jordan@example.org',
  firstName: 'Jordan',
  lastName: 'Lopez',
  points: 980,
  streak: 0,
});
export const members = [adminUser, teacher, alex, jordan];

export const catalogue: Achievement[] = [
  buildAchievement({
    id: 'first-steps',
    title: 'First Steps',
    description: 'Complete your first lesson.',
    icon: 'footprints',
    points: 50,
  }),
  buildAchievement({
    id: 'on-fire',
    title: 'On Fire',
    description: 'Keep a 7-day streak.',
    icon: 'flame',
    points: 200,
  }),
  buildAchievement({
    id: 'mystery',
    title: 'Mystery Badge',
    description: 'An icon the panel does not know.',
    icon: 'no-such-icon',
    points: 1_000,
  }),
];

export const alexEarned: UserAchievement[] = [
  { achievementId: 'first-steps', earnedAt: '2026-03-01T12:00:00.000Z', awardedBy: null },
];

export const pointsLeaderboard: LeaderboardEntry[] = [
  {
    rank: 1,
    id: 7,
    username: 'alexm',
    firstName: 'Alex',
    lastName: 'Morgan',
    points: 12_500,
    streak: 3,
  },
  {
    rank: 2,
    id: 9,
    username: 'jordanl',
    firstName: 'Jordan',
    lastName: 'Lopez',
    points: 980,
    streak: 0,
  },
];

export const investmentLeaderboard: InvestmentLeaderboardEntry[] = [
  {
    rank: 1,
    id: 7,
    username: 'alexm',
    firstName: 'Alex',
    lastName: 'Morgan',
    totalReturn: 12_345,
    totalReturnPercent: 123,
    totalValue: 1_012_345,
  },
  {
    rank: 2,
    id: 9,
    username: 'jordanl',
    firstName: 'Jordan',
    lastName: 'Lopez',
    totalReturn: -5_050,
    totalReturnPercent: -51,
    totalValue: 994_950,
  },
];

export function buildPortfolio(overrides: Partial<Portfolio> = {}): Portfolio {
  return {
    id: 11,
    userId: 7,
    cashBalance: 812_345,
    holdingsValue: 200_000,
    totalValue: 1_012_345,
    investedBase: 1_000_000,
    totalReturn: 12_345,
    totalReturnPercent: 123,
    ...overrides,
  };
}

export const auditLog: AuditEntry[] = [
  {
    id: 32,
    action: 'award_achievement',
    adminId: 1,
    adminUsername: 'admin',
    targetUserId: 9,
    targetUsername: 'jordanl',
    oldValue: null,
    newValue: 'on-fire',
    at: '2026-03-04T16:00:00.000Z',
  },
  {
    id: 31,
    action: 'set_cash',
    adminId: 1,
    adminUsername: 'admin',
    targetUserId: 7,
    targetUsername: 'alexm',
    oldValue: '1000000',
    newValue: '1250000',
    at: '2026-03-04T15:45:00.000Z',
  },
  {
    id: 30,
    action: 'reset_progress',
    adminId: 2,
    adminUsername: 'mslee',
    targetUserId: 12,
    targetUsername: null,
    oldValue: '{"points":1250,"streak":4}',
    newValue: null,
    at: '2026-03-03T09:00:00.000Z',
  },
];

const sortKeys: Record<string, (user: User) => string | number> = {
  name: (user) => `${user.firstName} ${user.lastName}`.toLowerCase(),
  email: (user) => user.email,
  points: (user) => user.points,
  streak: (user) => user.streak,
  joined: (user) => user.createdAt,
};

/**
 * GET /api/users as the auth service answers it for `list`: the whole list (the pickers), or, given
 * q, sort, order, page or pageSize, one page of the members table searched and sorted.
 */
export function usersRoute(list: readonly User[]): (request: MockRequest) => MockAnswer {
  return ({ query }) => {
    if ([...query.keys()].length === 0) return { body: list };
    const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const keyOf = sortKeys[query.get('sort') ?? 'joined'] ?? ((user: User) => user.createdAt);
    const direction = query.get('order') === 'desc' ? -1 : 1;
    const page = Number(query.get('page') ?? '1');
    const pageSize = Number(query.get('pageSize') ?? '25');
    const found = list
      .filter((user) => {
        const text = [user.firstName, user.lastName, user.username, user.email]
          .join(' ')
          .toLowerCase();
        return words.every((word) => text.includes(word));
      })
      .sort((a, b) => {
        const [x, y] = [keyOf(a), keyOf(b)];
        return (x < y ? -1 : x > y ? 1 : a.id - b.id) * direction;
      });
    const users = found.slice((page - 1) * pageSize, page * pageSize);
    return { body: { users, total: found.length, page, pageSize } };
  };
}

/** Every admin call answered from the fixtures; `overrides` replace or add answers. */
export function adminRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/users': usersRoute(members),
    'GET /api/admin/audit-log': { body: auditLog },
    'GET /api/achievements': { body: catalogue },
    'GET /api/admin/users/7/achievements': { body: alexEarned },
    'GET /api/admin/users/9/achievements': { body: [] },
    'GET /api/users/7/portfolio': { body: buildPortfolio() },
    'GET /api/leaderboard': { body: pointsLeaderboard },
    'GET /api/investment-leaderboard': { body: investmentLeaderboard },
    'GET /api/user-achievements': { body: [] },
    ...overrides,
  };
}
