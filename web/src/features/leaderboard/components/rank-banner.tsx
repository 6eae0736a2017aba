import type { RewardsSummary } from '@fc/contracts/rewards';
import { Star, Trophy } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { HeroBanner } from '@/components/ui/hero-banner';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPoints } from '@/lib/user-display';

export interface RankBannerProps {
  summary: RewardsSummary | undefined;
  isLoading: boolean;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
}

/** 'Your Current Rank': '#rank out of N members' and the user's points (docs/product.md section 2). */
export function RankBanner({ summary, isLoading, isError, isRetrying, onRetry }: RankBannerProps) {
  return (
    <HeroBanner
      labelledBy="current-rank-heading"
      icon={Trophy}
      iconClassName="rotate-12"
      className="bg-linear-to-br from-primary-600 to-primary-800 shadow-md"
      aside={
        isError ? (
          <Button
            variant="outline"
            size="sm"
            onClick={onRetry}
            disabled={isRetrying}
            className="self-start sm:self-auto"
          >
            Retry
          </Button>
        ) : summary ? (
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-white/15 px-4 py-2 font-bold ring-1 ring-white/25 sm:self-auto">
            <Star aria-hidden="true" className="size-5 fill-amber-300 text-amber-300" />
            <span className="tabular-nums">{formatPoints(summary.points)}</span> points
          </p>
        ) : null
      }
    >
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
          <Trophy aria-hidden="true" className="size-6 text-amber-300" />
        </span>
        <div className="min-w-0">
          <h2 id="current-rank-heading" className="text-sm font-semibold text-primary-100">
            Your Current Rank
          </h2>
          {isLoading ? (
            <Skeleton className="mt-1.5 h-7 w-48 bg-white/20" />
          ) : isError || !summary ? (
            <p role="alert" className="mt-1 text-base font-semibold">
              We could not load your rank.
            </p>
          ) : (
            <p className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {summary.rank === null
                ? 'Not ranked yet'
                : `#${formatPoints(summary.rank)} out of ${formatPoints(summary.totalMembers)} ${
                    summary.totalMembers === 1 ? 'member' : 'members'
                  }`}
            </p>
          )}
        </div>
      </div>
    </HeroBanner>
  );
}
