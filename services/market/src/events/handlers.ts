import type { RawSqlQuerier } from '@fc/service-kit/db';
import type { EventHandler, EventHandlers } from '@fc/service-kit/events/consumer';
import type { EventName } from '@fc/contracts/events';
import type { Tx } from '../db.ts';
import { applyDepositChange } from '../deposits/deposits.service.ts';
import {
  creditAchievement,
  ensurePortfolio,
  resetPortfolio,
  saveTraderProfile,
} from '../portfolios/portfolio.service.ts';

/** The market service's reaction to each event it receives (packages/contracts events catalogue). */
export function createMarketEventHandlers(startingCashCents: number): EventHandlers<Tx> {
  const on = <N extends EventName>(handler: EventHandler<N, Tx>) => handler;
  return {
    'user.registered': on(async (event, tx) => {
      await saveTraderProfile(tx, event.payload);
      await ensurePortfolio(tx, event.payload.userId, startingCashCents);
    }),
    'user.profile_updated': on(async (event, tx) => {
      await saveTraderProfile(tx, event.payload);
    }),
    // A reset keeps the monthly deposit (deposits/): the budget plan paying it is not reset, and
    // its switch, which the student sees on the plan, would say "on" while nothing was paid.
    'user.progress_reset': on(async (event, tx) => {
      await resetPortfolio(tx, event.payload.userId, startingCashCents, new Date(event.occurredAt));
    }),
    'budget.deposit_changed': on(async (event, tx) => {
      await applyDepositChange(tx, event.payload, startingCashCents);
    }),
    ...createMarketSqlEventHandlers(startingCashCents),
  };
}

/**
 * The events market applies in raw SQL transactions on its pool rather than the ORM's (issue
 * #17): achievement.earned, one for every achievement anyone earns. They run in a Prisma
 * transaction as well (createMarketEventHandlers has them too).
 */
export function createMarketSqlEventHandlers(
  startingCashCents: number,
): EventHandlers<RawSqlQuerier> {
  return {
    'achievement.earned': async (event, tx) => {
      await creditAchievement(tx, new Date(event.occurredAt), event.payload, startingCashCents);
    },
  };
}
