import { portfolioSchema, type Portfolio } from '@fc/contracts/market';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminKeys } from '@/features/admin/api/query-keys';
import { useRefreshAfterAction } from '@/features/admin/api/use-refresh-after-action';
import { api } from '@/lib/api-client';

export interface SetCashInput {
  userId: number;
  /** Dollars; may be negative or have cents. */
  amount: number;
}

/** POST /api/admin/users/:id/cash {amount}: sets the member's cash; answers the portfolio (cents). */
export function setCash({ userId, amount }: SetCashInput): Promise<Portfolio> {
  return api.post<Portfolio>(
    `/api/admin/users/${userId}/cash`,
    { amount },
    { schema: import.meta.env.DEV ? portfolioSchema : undefined },
  );
}

export function useSetCash({
  onSuccess,
  onError,
}: {
  onSuccess?: (portfolio: Portfolio, input: SetCashInput) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  const refreshAfterAction = useRefreshAfterAction();
  return useMutation({
    mutationFn: setCash,
    onSuccess: (portfolio, input) => {
      queryClient.setQueryData(adminKeys.userPortfolio(input.userId), portfolio);
      onSuccess?.(portfolio, input);
      refreshAfterAction(input.userId, [adminKeys.investmentLeaderboard()]);
    },
    onError,
  });
}
