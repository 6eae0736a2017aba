import { isTradableInContest } from '@fc/contracts/contest-rules';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useContest, useContestPortfolio } from '@/api/contests';
import { useStocks } from '@/api/get-stocks';
import { useHoldings } from '@/features/trading/api/get-holdings';
import { usePortfolio } from '@/features/trading/api/get-portfolio';
import { hasFeature } from '@/features/trading/utils/features';
import { sortBySymbol } from '@/features/trading/utils/stocks';
import { isNotFound } from '@/lib/api-errors';
import { useSession } from '@/lib/auth';

/** `?contest=ID`: a contest's id, or null (Practice) for anything else. */
function readContestId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * What the trading page shows: the stocks, and the member's portfolio with its holdings. In
 * contest mode (/trading?contest=ID, docs/product.md "Contests") the portfolio is the student's
 * in that contest, only the stocks its rules allow are listed, and its rules replace the Premium
 * Stock Access unlock; everything else takes the portfolio's id, so only its source changes.
 */
export function useTradingData() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const contestId = user ? readContestId(searchParams.get('contest')) : null;
  const stocks = useStocks();
  const practicePortfolio = usePortfolio(contestId === null ? user?.id : undefined);
  const contestPortfolio = useContestPortfolio(contestId);
  const contest = useContest(contestId);
  const portfolio = contestId === null ? practicePortfolio : contestPortfolio;
  const holdings = useHoldings(portfolio.data?.id);

  const unlockedFeatures = user?.unlockedFeatures;
  // In a contest the stocks its rules list are open to every participant alike.
  const tradingFeatures = useMemo(
    () => [...(unlockedFeatures ?? []), ...(contestId === null ? [] : ['exclusive_stocks'])],
    [contestId, unlockedFeatures],
  );

  // Nothing is listed in a contest until its rules have loaded, so no Trade or Buy is offered
  // that the contest would refuse.
  const rules = contestId === null ? null : (contest.data ?? null);
  const listedStocks = useMemo(() => {
    if (contestId === null) return stocks.data;
    if (!rules) return undefined;
    return stocks.data?.filter((stock) => isTradableInContest(rules, stock));
  }, [contestId, rules, stocks.data]);
  const sortedStocks = useMemo(() => sortBySymbol(listedStocks ?? []), [listedStocks]);

  return {
    user,
    contestId,
    contest,
    /** The contest's rules once loaded; null in Practice. */
    rules,
    stocks,
    listedStocks,
    sortedStocks,
    portfolio,
    /** Contest mode, and the student has no portfolio in the contest yet. */
    isNotJoined: contestId !== null && isNotFound(contestPortfolio.error),
    holdings,
    tradingFeatures,
    hasAdvancedCharts: hasFeature(unlockedFeatures ?? [], 'advanced_charts'),
    hasInsights: hasFeature(unlockedFeatures ?? [], 'portfolio_insights'),
  };
}

export type TradingData = ReturnType<typeof useTradingData>;
