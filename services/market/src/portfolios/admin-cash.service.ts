import type { Portfolio } from '@fc/contracts/market';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import type { Db } from '../db.ts';
import {
  findPortfolioByUser,
  findTrader,
  insertCashAdjustment,
  lockPortfolio,
  setCashAndInvested,
} from './portfolio.repository.ts';
import { ensurePortfolio, recordPortfolioValue, viewPortfolio } from './portfolio.service.ts';

/**
 * Sets a user's cash (admin) to an amount in cents. The change also moves
 * the invested base, so a gift or a fine is not counted as trading profit or loss. Recorded with
 * the admin, the old and the new value.
 */
export async function setCash(
  db: Db,
  change: { userId: number; amountCents: number; adminId: number },
  startingCashCents: number,
): Promise<Portfolio> {
  const { userId, adminId, amountCents } = change;
  const known = (await findPortfolioByUser(db, userId)) ?? (await findTrader(db, userId));
  if (!known) throw httpErrors.notFound('User not found', 'USER_NOT_FOUND');
  return db.$transaction(async (tx) => {
    const created = await ensurePortfolio(tx, userId, startingCashCents);
    const portfolio = await lockPortfolio(tx, created.id);
    const delta = BigInt(amountCents) - portfolio.cashCents;
    const updated = await setCashAndInvested(tx, portfolio.id, BigInt(amountCents), delta);
    await insertCashAdjustment(tx, {
      portfolioId: portfolio.id,
      kind: 'admin_set',
      oldCents: portfolio.cashCents,
      newCents: BigInt(amountCents),
      adminId,
    });
    const at = new Date();
    await recordPortfolioValue(tx, portfolio.id, at);
    await publishEvent(tx, 'admin.action_recorded', {
      adminId,
      action: 'set_cash',
      targetUserId: userId,
      // Cents, as every amount is stored; the admin panel formats them.
      oldValue: String(portfolio.cashCents),
      newValue: String(amountCents),
      at: at.toISOString(),
    });
    return viewPortfolio(tx, updated);
  });
}
