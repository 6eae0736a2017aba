import { describe, expect, it } from 'vitest';
import { holdingListSchema, riskSchema, type Stock } from '@fc/contracts/market';
import { expectContract } from '@fc/testkit/contract';
import { useMarketService } from './fixtures/use-market-service.ts';

const { market, stocks } = useMarketService();

/** Two ordinary stocks of different sectors. */
function twoSectors(): [Stock, Stock] {
  const ordinary = stocks().filter((stock) => !stock.exclusive);
  const first = ordinary[0];
  const second = ordinary.find((stock) => stock.sector !== first?.sector);
  if (!first || !second) throw new Error('the catalogue has no two sectors');
  return [first, second];
}

describe('risk view', () => {
  it('when a student holds two stocks of different sectors, then the risk view counts them and their shares', async () => {
    const portfolioId = await market().register(301);
    const user = market().clientAs(301);
    const [a, b] = twoSectors();
    for (const [stock, shares] of [
      [a, 3],
      [b, 1],
    ] as const) {
      const trade = await user.post(`/api/portfolios/${portfolioId}/trade`, {
        stockId: stock.id,
        shares,
        type: 'buy',
      });
      expect(trade.status).toBe(201);
    }

    const risk = expectContract(
      await user.get(`/api/portfolios/${portfolioId}/risk?range=1M`),
      riskSchema,
    );

    expect(risk).toMatchObject({ holdings: 2, sectorCount: 2 });
    // The shares as computed from the holdings the API answers, at the same prices.
    const holdings = expectContract(
      await user.get(`/api/portfolios/${portfolioId}/holdings`),
      holdingListSchema,
    );
    const values = holdings.map((holding) => holding.currentValue);
    const total = values.reduce((sum, value) => sum + value, 0);
    expect(risk.largestPositionBasisPoints).toBe(
      Math.round((Math.max(...values) / total) * 10_000),
    );
    const hhi = values.reduce((sum, value) => sum + (value / total) ** 2, 0);
    expect(risk.sectorHhiBasisPoints).toBe(Math.round(hhi * 10_000));
    // A portfolio made today has one day of values: too few to weigh return against risk.
    expect(risk.sharpeLike).toBeNull();
    expect(risk.explanations.find((e) => e.key === 'largestPosition')).toMatchObject({
      text: expect.stringContaining(`${Math.round(risk.largestPositionBasisPoints / 100)}`),
      lessonPath: '/lessons/7',
    });
    expect(risk.explanations.find((e) => e.key === 'sectors')?.text).toMatch(
      /^Spread over 2 sectors/,
    );
  });

  it("when another student asks for someone's risk view, then it is answered like a missing portfolio", async () => {
    const theirs = await market().register(302);
    await market().register(303);
    const response = await market().clientAs(303).get(`/api/portfolios/${theirs}/risk`);
    expect(response.status).toBe(404);
    // The owner gets it (the default range).
    expect((await market().clientAs(302).get(`/api/portfolios/${theirs}/risk`)).status).toBe(200);
  });

  it('when the range is not 1W, 1M or 1Y, then the answer is 400', async () => {
    const portfolioId = await market().register(304);
    const user = market().clientAs(304);
    for (const range of ['1D', '5Y', '']) {
      const response = await user.get(`/api/portfolios/${portfolioId}/risk?range=${range}`);
      expect(response.status, `range ${range}`).toBe(400);
    }
  });
});
