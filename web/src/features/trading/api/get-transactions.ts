import { transactionListSchema, type Transaction } from '@fc/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { tradingKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/portfolios/:id/transactions: newest first. */
export async function getTransactions(portfolioId: number): Promise<Transaction[]> {
  return (
    (await api.get<Transaction[] | undefined>(`/api/portfolios/${portfolioId}/transactions`, {
      schema: import.meta.env.DEV ? transactionListSchema : undefined,
    })) ?? []
  );
}

export const transactionsQueryOptions = (portfolioId: number) =>
  queryOptions({
    queryKey: tradingKeys.transactions(portfolioId),
    queryFn: () => getTransactions(portfolioId),
  });

export function useTransactions(portfolioId: number | undefined) {
  return useQuery({
    ...transactionsQueryOptions(portfolioId ?? 0),
    enabled: portfolioId !== undefined,
  });
}
