import type { EventHandler, EventHandlers } from '@fc/service-kit/events/consumer';
import type { EventName } from '@fc/contracts/events';
import type { Tx } from '../db.ts';
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
    'user.progress_reset': on(async (event, tx) => {
      await resetPortfolio(tx, event.payload.userId, startingCashCents, new Date(event.occurredAt));
    }),
    'achievement.earned': on(async (event, tx) => {
      await creditAchievement(tx, new Date(event.occurredAt), event.payload, startingCashCents);
    }),
  };
}
