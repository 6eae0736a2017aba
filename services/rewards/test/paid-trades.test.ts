import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_TRADES_PER_DAY, TRADE_POINTS } from '../src/events/handlers.ts';
import {
  startRewardsService,
  type RewardsServiceUnderTest,
} from './fixtures/build-rewards-service.ts';
import { tradeExecuted } from './fixtures/events.ts';

let rewards: RewardsServiceUnderTest;

beforeAll(async () => {
  rewards = await startRewardsService();
});
afterAll(async () => {
  await rewards?.close();
});

/** Delivers an event, trying again after a failure as the queue's retries would. */
async function deliverAsTheQueueDoes(event: ReturnType<typeof tradeExecuted>, attempts = 5) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await rewards.deliver(event);
    } catch (error) {
      if (attempt === attempts) throw error;
    }
  }
}

describe('the daily cap on paid trades', () => {
  it('when 20 trades of one member are handled at the same time, then exactly the cap of them pay', async () => {
    const userId = 501;
    await rewards.register(userId);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        deliverAsTheQueueDoes(tradeExecuted(rewards, userId, index + 1)),
      ),
    );
    expect(results.every((result) => result === 'handled')).toBe(true);

    const paid = await rewards.deps.prisma.pointsEntry.findMany({
      where: { userId, reason: 'trade_executed' },
    });
    expect(paid).toHaveLength(PAID_TRADES_PER_DAY);
    const member = await rewards.deps.prisma.member.findUniqueOrThrow({ where: { userId } });
    expect(member.trades).toBe(20);
    // The trades' points and the First Trade achievement's, nothing more.
    const achievementPoints = await rewards.deps.prisma.pointsEntry.aggregate({
      where: { userId, reason: { startsWith: 'achievement:' } },
      _sum: { delta: true },
    });
    expect(member.points).toBe(
      PAID_TRADES_PER_DAY * TRADE_POINTS + (achievementPoints._sum.delta ?? 0),
    );
  });
});
