import type { Portfolio } from '@fc/contracts/market';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import type { Sql } from '../db.ts';
import {
  findPortfolioByUser,
  findTrader,
  insertCashAdjustment,
  lockPortfolio,
  setCashAndInvested,
} from './portfolio.repository.ts';
import { recordPortfolioValue } from './portfolio-values.repository.ts';
import { ensurePortfolio, viewPortfolio } from './portfolio.service.ts';

/**
 * Sets a user's cash (admin) to an amount in cents. The change also moves
 * the invested base, so a gift or a fine is not counted as trading profit or loss. Recorded with
 * the admin, the old and the new value.
 */
export async function setCash(
  db: Sql,
  change: { userId: number; amountCents: number; adminId: number },
  startingCashCents: number,
): Promise<Portfolio> {
  const { userId, adminId, amountCents } = change;
  const known = (await findPortfolioByUser(db, userId)) ?? (await findTrader(db, userId));
  if (!known) throw httpErrors.notFound('User not found', 'USER_NOT_FOUND');
  return db.transaction().execute(async (trx) => {
    const created = await ensurePortfolio(trx, userId, startingCashCents);
    const portfolio = await lockPortfolio(trx, created.id);
    const amount = BigInt(amountCents);
    const updated = await setCashAndInvested(
      trx,
      portfolio.id,
      amount,
      amount - portfolio.cash_cents,
    );
    await insertCashAdjustment(trx, {
      portfolioId: portfolio.id,
      kind: 'admin_set',
      oldCents: portfolio.cash_cents,
      newCents: amount,
      adminId,
    });
    const at = new Date();
    await recordPortfolioValue(trx, portfolio.id, at);
    await publishEvent(trx, 'admin.action_recorded', {
      adminId,
      action: 'set_cash',
      targetUserId: userId,
      // Cents, as every amount is stored; the admin panel formats them.
      oldValue: String(portfolio.cash_cents),
      newValue: String(amountCents),
      at: at.toISOString(),
    });
    return viewPortfolio(trx, updated);
  });
}
