import { riskSchema, type Risk, type RiskRange } from '@fc/contracts/market';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { tradingKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/portfolios/:id/risk?range=: the portfolio's diversification and risk over a range. */
export async function getPortfolioRisk(
  portfolioId: number,
  range: RiskRange,
): Promise<Risk | undefined> {
  return api.get<Risk | undefined>(`/api/portfolios/${portfolioId}/risk?range=${range}`, {
    schema: import.meta.env.DEV ? riskSchema : undefined,
  });
}

export const portfolioRiskQueryOptions = (portfolioId: number, range: RiskRange) =>
  queryOptions({
    queryKey: tradingKeys.risk(portfolioId, range),
    queryFn: () => getPortfolioRisk(portfolioId, range),
  });

/** The portfolio's risk figures over a range; the previous range stays on screen while the next loads. */
export function usePortfolioRisk(portfolioId: number | undefined, range: RiskRange) {
  return useQuery({
    ...portfolioRiskQueryOptions(portfolioId ?? 0, range),
    enabled: portfolioId !== undefined,
    placeholderData: keepPreviousData,
  });
}
