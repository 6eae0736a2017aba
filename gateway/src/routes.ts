import type { ServiceName } from '@fc/contracts/services';

/**
 * The gateway's route table (docs/architecture.md, "Gateway routes"): which service owns which
 * path. A pattern is matched segment by segment; `:name` stands for one segment, and a
 * trailing `*` (as in `/api/modules/*` or `/api/users/:id/progress*`) also takes the path
 * itself and everything below it. Without `methods`, every method goes to the owner.
 */
export interface RouteRule {
  pattern: string;
  service: ServiceName;
  methods?: readonly string[];
}

export const routeTable: readonly RouteRule[] = [
  { pattern: '/api/auth/*', service: 'auth' },
  { pattern: '/api/users', service: 'auth', methods: ['GET', 'HEAD'] },
  { pattern: '/api/admin/users/:id/reset', service: 'auth' },
  { pattern: '/api/admin/audit-log', service: 'auth' },

  { pattern: '/api/modules/*', service: 'learning' },
  { pattern: '/api/lessons/*', service: 'learning' },
  { pattern: '/api/quiz/*', service: 'learning' },
  { pattern: '/api/users/:id/progress*', service: 'learning' },
  { pattern: '/api/users/:id/modules/*', service: 'learning' },
  { pattern: '/api/users/:id/module-access', service: 'learning' },
  // Spaced review: the caller's own review cards.
  { pattern: '/api/review', service: 'learning' },
  { pattern: '/api/review/*', service: 'learning' },

  { pattern: '/api/stocks/*', service: 'market' },
  { pattern: '/api/portfolios/*', service: 'market' },
  // The club index beside a portfolio's performance.
  { pattern: '/api/benchmark', service: 'market' },
  { pattern: '/api/users/:id/portfolio', service: 'market' },
  { pattern: '/api/investment-leaderboard', service: 'market' },
  { pattern: '/api/admin/users/:id/cash', service: 'market' },
  { pattern: '/api/contests*', service: 'market' },
  { pattern: '/api/admin/contests', service: 'market' },

  { pattern: '/api/budget/*', service: 'budget' },

  { pattern: '/api/leaderboard', service: 'rewards' },
  // Beyond the table in docs/architecture.md: the caller's standing, today's points and recent activity.
  { pattern: '/api/rewards/*', service: 'rewards' },
  { pattern: '/api/achievements', service: 'rewards' },
  { pattern: '/api/user-achievements', service: 'rewards' },
  { pattern: '/api/admin/users/:id/achievements', service: 'rewards' },
  { pattern: '/api/admin/users/:id/leaderboard', service: 'rewards' },
  // The live stream (docs/live-updates.md; gateway/src/event-stream.ts passes it on).
  { pattern: '/api/events/stream', service: 'rewards' },

  // For teachers: assignments and cards due (learning), announcements and roles
  // (auth), the class view (rewards). The more specific /api/teacher/* rows come first.
  { pattern: '/api/admin/users/:id/role', service: 'auth' },
  { pattern: '/api/announcements*', service: 'auth' },
  { pattern: '/api/teacher/announcements*', service: 'auth' },
  { pattern: '/api/assignments', service: 'learning' },
  { pattern: '/api/teacher/assignments*', service: 'learning' },
  { pattern: '/api/teacher/review-due', service: 'learning' },
  { pattern: '/api/teacher/*', service: 'rewards' },
];

interface CompiledRule {
  rule: RouteRule;
  regex: RegExp;
  service: ServiceName;
  methods?: ReadonlySet<string>;
}

/** `/api/users/:id/progress*` -> /^\/api\/users\/[^/]+\/progress(?:\/.*)?\/?$/ */
export function compilePattern(pattern: string): RegExp {
  const hasWildcard = pattern.endsWith('*');
  const fixed = hasWildcard ? pattern.slice(0, -1).replace(/\/$/, '') : pattern;
  const segments = fixed
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}${hasWildcard ? '(?:/.*)?' : ''}/?$`);
}

const compiledRules: readonly CompiledRule[] = routeTable.map((rule) => ({
  rule,
  regex: compilePattern(rule.pattern),
  service: rule.service,
  ...(rule.methods ? { methods: new Set(rule.methods) } : {}),
}));

/** The rule that owns a request, or undefined when no route matches. `path` has no query. */
export function resolveRule(method: string, path: string): RouteRule | undefined {
  const upperMethod = method.toUpperCase();
  for (const compiled of compiledRules) {
    if (compiled.methods && !compiled.methods.has(upperMethod)) continue;
    if (compiled.regex.test(path)) return compiled.rule;
  }
  return undefined;
}

/** The service that owns a request, or undefined when no route matches. `path` has no query. */
export function resolveService(method: string, path: string): ServiceName | undefined {
  return resolveRule(method, path)?.service;
}

const ruleByRequest = new WeakMap<object, RouteRule | undefined>();

/**
 * The rule that owns a request, worked out once per request: the proxy and the request timing
 * both ask (the table is scanned rule by rule). Asked where `path` is the request's whole path.
 */
export function ruleOfRequest(req: { method: string; path: string }): RouteRule | undefined {
  if (ruleByRequest.has(req)) return ruleByRequest.get(req);
  const rule = resolveRule(req.method, req.path);
  ruleByRequest.set(req, rule);
  return rule;
}
