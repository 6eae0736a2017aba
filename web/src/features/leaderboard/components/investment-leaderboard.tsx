import { STARTING_CASH_CENTS } from '@fc/contracts/market-constants';
import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import {
  useInvestmentLeaderboard,
  type InvestmentLeaderboardEntry,
  type LeaderboardRank,
} from '@/api/get-investment-leaderboard';
import { Card } from '@/components/ui/card';
import { InvestmentReturn } from '@/components/ui/investment-return';
import { MemberRankRow } from '@/components/ui/member-rank-row';
import { QueryList } from '@/components/ui/query-list';
import { LoadingState } from '@/components/ui/state-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { LeaderboardFailed } from '@/features/leaderboard/components/leaderboard-failed';
import { getMoneyPutIn, sortByProfit } from '@/features/leaderboard/utils/leaderboard';
import { formatDollars } from '@/lib/money';

/**
 * Days of values a portfolio needs before the risk-adjusted tab ranks it, as the market service's
 * MIN_DAYS_FOR_RISK_ADJUSTED (services/market/src/leaderboard/ranking.ts) says.
 */
const RISK_ADJUSTED_MIN_DAYS = 5;

interface RankingRule {
  rank: LeaderboardRank;
  label: string;
  /** The rule in one plain-English line, above the list. */
  explanation: string;
  lesson?: { path: string; label: string };
}

/** The ranking rules, one tab each; the lessons are the ones the simulator's risk card links to. */
const RULES: readonly RankingRule[] = [
  {
    rank: 'return',
    label: 'Return',
    explanation: 'Return: the highest profit from trading since the portfolio started.',
  },
  {
    rank: 'risk_adjusted',
    label: 'Risk-adjusted',
    explanation:
      'Risk-adjusted: return per unit of ups and downs — a steady climb beats a wild ride to the same place.',
    lesson: { path: paths.module(9), label: 'Learn about risk and return' },
  },
  {
    rank: 'beat_index',
    label: 'Beat the index',
    explanation:
      "Beat the index: the portfolio's return minus the club index's return over the same time — did picking stocks do better than owning the whole market?",
    lesson: { path: paths.module(7), label: 'Learn about index funds' },
  },
];

/** The Investment Leaderboard tab: members by trading results, ranked by a rule (docs/product.md section 2). */
export function InvestmentLeaderboard({ currentUserId }: { currentUserId: number }) {
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-5">
        <h2 className="flex items-start gap-2 text-lg font-bold text-slate-900">
          <TrendingUp aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
          Investment Leaders
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Members ranked by how their simulator portfolio has done since it started.
        </p>
        <p id="investment-return-rule" className="mt-2 text-sm text-slate-600">
          <span className="font-semibold text-slate-800">
            Return = portfolio value − money put in.
          </span>{' '}
          The money put in is the {formatDollars(STARTING_CASH_CENTS)} starting cash plus any
          trading bonuses from achievements and any cash an admin added or took away, so only gains
          from trading count as profit.
        </p>
      </div>

      <Tabs defaultValue="return" className="pt-4">
        <TabsList aria-label="Rank investors by" className="mx-4 w-auto sm:mx-5 sm:w-fit">
          {RULES.map((rule) => (
            <TabsTrigger key={rule.rank} value={rule.rank}>
              {rule.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {RULES.map((rule) => (
          <TabsContent key={rule.rank} value={rule.rank} className="mt-3">
            <RankedInvestors rule={rule} currentUserId={currentUserId} />
          </TabsContent>
        ))}
      </Tabs>
    </Card>
  );
}

/** One tab: the rule in a line, then the members it ranks and those it cannot rank yet. */
function RankedInvestors({ rule, currentUserId }: { rule: RankingRule; currentUserId: number }) {
  // Only the open tab is mounted, so each list is fetched (and cached) when its tab is opened.
  const query = useInvestmentLeaderboard({ rank: rule.rank, enabled: true });
  const ruleId = useId();

  return (
    <>
      <p id={ruleId} className="px-4 pb-3 text-sm text-slate-700 sm:px-5">
        {rule.explanation}
        {rule.lesson ? (
          <>
            {' '}
            <Link
              to={rule.lesson.path}
              className="font-semibold text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              {rule.lesson.label}
            </Link>
          </>
        ) : null}
      </p>
      <QueryList
        query={query}
        isInCard
        skeleton={LoadingState}
        loadingLabel="Loading the investment leaderboard"
        failed={
          <LeaderboardFailed
            as="h3"
            className="border-0 shadow-none"
            title="Could not load the investment leaderboard"
            message="The investment results are not available right now. Please try again."
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        }
        empty={{
          icon: TrendingUp,
          title: 'No Investment Data',
          message: 'Start trading to appear on the investment leaderboard!',
        }}
      >
        {(entries) => {
          // A null score: too little history for the rule; the server lists these last.
          const ranked = entries.filter((entry) => entry.score !== null);
          const waiting = entries.filter((entry) => entry.score === null);
          return (
            <>
              {ranked.length > 0 ? (
                <ol
                  aria-label="Investment leaderboard"
                  aria-describedby={`${ruleId} investment-return-rule`}
                  className="divide-y divide-slate-100 border-t border-slate-100"
                >
                  {/* Return keeps its highest-profit-first order; the other rules the server's. */}
                  {(rule.rank === 'return' ? sortByProfit(ranked) : ranked).map((entry) => (
                    <InvestorRow
                      key={entry.id}
                      entry={entry}
                      rank={rule.rank}
                      isYou={entry.id === currentUserId}
                    />
                  ))}
                </ol>
              ) : null}
              {waiting.length > 0 ? (
                <NotEnoughHistory entries={waiting} currentUserId={currentUserId} />
              ) : null}
            </>
          );
        }}
      </QueryList>
    </>
  );
}

/** The figure a rule ranks by, in words; nothing for Return (the return is on every row). */
function rankedFigure(rank: LeaderboardRank, score: number | null | undefined): string | null {
  if (score === null || score === undefined) return null;
  if (rank === 'risk_adjusted') return `Risk-adjusted ratio: ${(score / 100).toFixed(2)}`;
  if (rank === 'beat_index') {
    if (score === 0) return 'Level with the club index';
    const points = (Math.abs(score) / 100).toFixed(2);
    return `${points} percentage points ${score > 0 ? 'ahead of' : 'behind'} the club index`;
  }
  return null;
}

/**
 * An investor: the portfolio's value and the money put in under the name (and the figure the tab
 * ranks by), the return (their difference) on the right, so that the numbers add up on the row.
 */
function InvestorRow({
  entry,
  rank,
  isYou,
}: {
  entry: InvestmentLeaderboardEntry;
  rank: LeaderboardRank;
  isYou: boolean;
}) {
  const figure = rankedFigure(rank, entry.score);
  return (
    <MemberRankRow
      member={entry}
      isYou={isYou}
      rankClassName="w-9 sm:w-10"
      avatarClassName="hidden size-10 text-sm min-[400px]:flex"
      details={
        <span className="block text-xs text-slate-600 tabular-nums sm:text-sm">
          <span className="block truncate">Portfolio: {formatDollars(entry.totalValue)}</span>
          <span className="block truncate">
            Money put in: {formatDollars(getMoneyPutIn(entry))}
          </span>
          {figure ? (
            <span className="block truncate font-semibold text-slate-800">{figure}</span>
          ) : null}
        </span>
      }
      aside={
        <InvestmentReturn
          totalReturn={entry.totalReturn}
          totalReturnPercent={entry.totalReturnPercent}
        />
      }
    />
  );
}

/** Members the rule cannot rank yet: named, with their return, but no place. */
function NotEnoughHistory({
  entries,
  currentUserId,
}: {
  entries: readonly InvestmentLeaderboardEntry[];
  currentUserId: number;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200">
      <div className="px-4 pt-4 pb-2 sm:px-5">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Not enough history yet
        </h3>
        <p className="text-sm text-slate-600">
          These portfolios are ranked once they have values from {RISK_ADJUSTED_MIN_DAYS} different
          days: a few days of ups and downs say too little about how steady they are.
        </p>
      </div>
      <ul aria-labelledby={headingId} className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <MemberRankRow
            key={entry.id}
            member={{ ...entry, rank: null }}
            isYou={entry.id === currentUserId}
            rankClassName="w-9 sm:w-10"
            avatarClassName="hidden size-10 text-sm min-[400px]:flex"
            aside={
              <InvestmentReturn
                totalReturn={entry.totalReturn}
                totalReturnPercent={entry.totalReturnPercent}
              />
            }
          />
        ))}
      </ul>
    </section>
  );
}
