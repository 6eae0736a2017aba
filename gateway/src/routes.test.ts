import { describe, expect, it } from 'vitest';
import type { ServiceName } from '@fc/contracts/services';
import { resolveService, routeTable, ruleOfRequest } from './routes.ts';

/**
 * docs/architecture.md, "Gateway routes", row by row: for each entry, example requests (with the
 * calls docs/product.md section 7 makes) and the service that must receive them.
 */
const examples: {
  entry: string;
  service: ServiceName;
  requests: [method: string, path: string][];
}[] = [
  {
    entry: '/api/auth/*',
    service: 'auth',
    requests: [
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/register'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/forgot-password'],
      ['POST', '/api/auth/reset-password'],
    ],
  },
  { entry: 'GET /api/users', service: 'auth', requests: [['GET', '/api/users']] },
  {
    entry: '/api/admin/users/:id/reset',
    service: 'auth',
    requests: [['POST', '/api/admin/users/5/reset']],
  },
  {
    entry: '/api/admin/audit-log',
    service: 'auth',
    requests: [['GET', '/api/admin/audit-log']],
  },
  {
    entry: '/api/modules/*',
    service: 'learning',
    requests: [
      ['GET', '/api/modules'],
      ['GET', '/api/modules/2'],
      ['GET', '/api/modules/2/lessons'],
    ],
  },
  {
    entry: '/api/lessons/*',
    service: 'learning',
    requests: [
      ['GET', '/api/lessons/7'],
      ['POST', '/api/lessons/7/complete'],
      ['GET', '/api/lessons/1/flashcards'],
      ['GET', '/api/lessons/1/quiz'],
    ],
  },
  { entry: '/api/quiz/*', service: 'learning', requests: [['POST', '/api/quiz/submit']] },
  { entry: '/api/review', service: 'learning', requests: [['GET', '/api/review']] },
  {
    entry: '/api/review/*',
    service: 'learning',
    requests: [['POST', '/api/review/flashcard-12/grade']],
  },
  {
    entry: '/api/users/:id/progress*',
    service: 'learning',
    requests: [
      ['GET', '/api/users/5/progress'],
      ['GET', '/api/users/5/progress/module/3'],
    ],
  },
  {
    entry: '/api/users/:id/modules/*',
    service: 'learning',
    requests: [['GET', '/api/users/5/modules/3/access']],
  },
  {
    entry: '/api/users/:id/module-access',
    service: 'learning',
    requests: [['GET', '/api/users/5/module-access']],
  },
  {
    entry: '/api/stocks/*',
    service: 'market',
    requests: [
      ['GET', '/api/stocks'],
      ['GET', '/api/stocks/status'],
      ['POST', '/api/stocks/update'],
      ['GET', '/api/stocks/4/candles'],
    ],
  },
  {
    entry: '/api/portfolios/*',
    service: 'market',
    requests: [
      ['GET', '/api/portfolios/9/holdings'],
      ['GET', '/api/portfolios/9/transactions'],
      ['POST', '/api/portfolios/9/trade'],
    ],
  },
  {
    entry: '/api/benchmark',
    service: 'market',
    requests: [['GET', '/api/benchmark']],
  },
  {
    entry: '/api/contests*',
    service: 'market',
    requests: [
      ['GET', '/api/contests'],
      ['GET', '/api/contests/3'],
      ['POST', '/api/contests/3/join'],
      ['GET', '/api/contests/3/leaderboard'],
    ],
  },
  {
    entry: '/api/admin/contests',
    service: 'market',
    requests: [['POST', '/api/admin/contests']],
  },
  {
    entry: '/api/users/:id/portfolio',
    service: 'market',
    requests: [['GET', '/api/users/5/portfolio']],
  },
  {
    entry: '/api/investment-leaderboard',
    service: 'market',
    requests: [['GET', '/api/investment-leaderboard']],
  },
  {
    entry: '/api/admin/users/:id/cash',
    service: 'market',
    requests: [['POST', '/api/admin/users/5/cash']],
  },
  {
    entry: '/api/budget/*',
    service: 'budget',
    requests: [
      ['GET', '/api/budget/plans'],
      ['POST', '/api/budget/plans'],
      ['GET', '/api/budget/plans/3'],
      ['POST', '/api/budget/plans/3/answers'],
      ['PUT', '/api/budget/plans/3/complete'],
    ],
  },
  { entry: '/api/leaderboard', service: 'rewards', requests: [['GET', '/api/leaderboard']] },
  { entry: '/api/rewards/*', service: 'rewards', requests: [['GET', '/api/rewards/me']] },
  { entry: '/api/achievements', service: 'rewards', requests: [['GET', '/api/achievements']] },
  {
    entry: '/api/user-achievements',
    service: 'rewards',
    requests: [['GET', '/api/user-achievements']],
  },
  {
    entry: '/api/admin/users/:id/achievements',
    service: 'rewards',
    requests: [['POST', '/api/admin/users/5/achievements']],
  },
  {
    entry: '/api/admin/users/:id/leaderboard',
    service: 'rewards',
    requests: [['POST', '/api/admin/users/5/leaderboard']],
  },
  { entry: '/api/events/stream', service: 'rewards', requests: [['GET', '/api/events/stream']] },
  {
    entry: '/api/admin/users/:id/role',
    service: 'auth',
    requests: [['PUT', '/api/admin/users/5/role']],
  },
  {
    entry: '/api/announcements*',
    service: 'auth',
    requests: [
      ['GET', '/api/announcements'],
      ['POST', '/api/announcements/3/dismiss'],
    ],
  },
  {
    entry: '/api/teacher/announcements*',
    service: 'auth',
    requests: [
      ['GET', '/api/teacher/announcements'],
      ['POST', '/api/teacher/announcements'],
      ['DELETE', '/api/teacher/announcements/3'],
    ],
  },
  { entry: '/api/assignments', service: 'learning', requests: [['GET', '/api/assignments']] },
  {
    entry: '/api/teacher/assignments*',
    service: 'learning',
    requests: [
      ['GET', '/api/teacher/assignments'],
      ['POST', '/api/teacher/assignments'],
      ['DELETE', '/api/teacher/assignments/4'],
    ],
  },
  {
    entry: '/api/teacher/review-due',
    service: 'learning',
    requests: [['GET', '/api/teacher/review-due']],
  },
  {
    entry: '/api/teacher/*',
    service: 'rewards',
    requests: [
      ['GET', '/api/teacher/class'],
      ['GET', '/api/teacher/students/7'],
    ],
  },
];

describe('resolveService', () => {
  it('when the examples are listed, then they cover every entry of the route table', () => {
    const covered = new Set(examples.map((example) => example.entry.replace(/^GET /, '')));
    expect(
      routeTable.map((rule) => rule.pattern).filter((pattern) => !covered.has(pattern)),
    ).toEqual([]);
    expect(examples).toHaveLength(routeTable.length);
  });

  for (const { entry, service, requests } of examples) {
    for (const [method, path] of requests) {
      it(`when ${method} ${path} comes in, then it goes to ${service} (${entry})`, () => {
        expect(resolveService(method, path)).toBe(service);
      });
    }
  }

  it('when the method is lower case or the path ends in a slash, then it still resolves', () => {
    expect(resolveService('get', '/api/leaderboard/')).toBe('rewards');
    expect(resolveService('get', '/api/auth/me')).toBe('auth');
  });

  it('when the users list and per-user paths are asked for, then each goes to its own owner', () => {
    expect(resolveService('GET', '/api/users')).toBe('auth');
    expect(resolveService('GET', '/api/users/5/progress')).toBe('learning');
    expect(resolveService('GET', '/api/users/5/portfolio')).toBe('market');
    expect(resolveService('POST', '/api/admin/users/5/cash')).toBe('market');
    expect(resolveService('POST', '/api/admin/users/5/reset')).toBe('auth');
    expect(resolveService('POST', '/api/admin/users/5/leaderboard')).toBe('rewards');
  });

  it('when /api/users is called with another method than GET, then no service owns it', () => {
    expect(resolveService('POST', '/api/users')).toBeUndefined();
    expect(resolveService('DELETE', '/api/users')).toBeUndefined();
  });

  it.each([
    ['GET', '/api/xyz'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/config'],
    ['GET', '/api/login'],
    ['GET', '/api/users/5'],
    ['GET', '/api/users/5/portfolios'],
    ['GET', '/api/users/5/progressive'],
    ['GET', '/api/authx'],
    ['GET', '/api/modulesx/1'],
    ['GET', '/api/leaderboard/extra'],
    ['POST', '/api/admin/users/5/delete'],
    ['GET', '/api/admin/users/5'],
    ['GET', '/lessons/3'],
    ['GET', '/'],
    ['GET', '/apiary/auth/me'],
  ])('when %s %s comes in, then no service owns it', (method, path) => {
    expect(resolveService(method, path)).toBeUndefined();
  });
});

describe('ruleOfRequest', () => {
  it('when a request is asked about twice, then it gets the rule of its own method and path both times', () => {
    const trade = { method: 'POST', path: '/api/portfolios/7/trade' };
    const unknown = { method: 'GET', path: '/api/nowhere' };
    expect(ruleOfRequest(trade)?.service).toBe('market');
    expect(ruleOfRequest(trade)?.pattern).toBe('/api/portfolios/*');
    expect(ruleOfRequest(unknown)).toBeUndefined();
    expect(ruleOfRequest(unknown)).toBeUndefined();
    // Another request on the same path is worked out on its own.
    expect(ruleOfRequest({ method: 'GET', path: '/api/leaderboard' })?.service).toBe('rewards');
  });
});
