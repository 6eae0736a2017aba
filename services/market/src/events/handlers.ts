import { kyselyEventHandling, type EventHandling } from '@fc/service-kit/events/consumer';
import type { Trx } from '../db.ts';
import type { MarketDeps } from '../deps.ts';
import { applyDepositChange } from '../deposits/deposits.service.ts';
import {
  creditAchievement,
  ensurePortfolio,
  resetPortfolio,
  saveTraderProfile,
} from '../portfolios/portfolio.service.ts';

/**
 * Every event the market consumes, one handler each, applied in Kysely transactions on the pool:
 * achievement.earned comes with every achievement anyone earns, so the market's events stay off
 * Prisma's interactive transactions (docs/performance.md). main.ts and the tests use this.
 */
export function marketEventHandling(deps: Pick<MarketDeps, 'db' | 'config'>): EventHandling<Trx> {
  const startingCashCents = deps.config.STARTING_CASH_CENTS;
  return kyselyEventHandling(deps.db, {
    'user.registered': async (event, trx) => {
      await saveTraderProfile(trx, event.payload);
      await ensurePortfolio(trx, event.payload.userId, startingCashCents);
    },
    'user.profile_updated': async (event, trx) => {
      await saveTraderProfile(trx, event.payload);
    },
    // A reset keeps the monthly deposit (deposits/): the budget plan paying it is not reset, and
    // its switch, which the student sees on the plan, would say "on" while nothing was paid.
    'user.progress_reset': async (event, trx) => {
      await resetPortfolio(
        trx,
        event.payload.userId,
        startingCashCents,
        new Date(event.occurredAt),
      );
    },
    'budget.deposit_changed': async (event, trx) => {
      await applyDepositChange(trx, event.payload, startingCashCents);
    },
    'achievement.earned': async (event, trx) => {
      await creditAchievement(trx, new Date(event.occurredAt), event.payload, startingCashCents);
    },
  });
}
