import type { LiHTMLAttributes, ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { InvestmentReturn } from '@/components/ui/investment-return';
import { MemberAvatar, type MemberAvatarProps } from '@/components/ui/member-avatar';
import { cn } from '@/lib/cn';
import { formatDollars } from '@/lib/money';
import { formatPoints, getFullName } from '@/lib/user-display';

export interface MemberRankRowProps extends LiHTMLAttributes<HTMLLIElement> {
  /** `rank` null: listed, but not ranked (yet). */
  member: MemberAvatarProps['member'] & { rank: number | null };
  /** The smaller type of the admin panel's side-by-side cards. */
  isCompact?: boolean;
  /** The current user's row: marked 'You' and highlighted. */
  isYou?: boolean;
  /** The rank column's width; beside the rank, e.g. a medal. */
  rankClassName: string;
  rankExtra?: ReactNode;
  avatarClassName: string;
  /** More lines under the @username. */
  details?: ReactNode;
  /** The figure on the right: the points or the return. */
  aside: ReactNode;
}

const textClasses = {
  compact: { row: 'gap-3 px-4', rank: '', muted: 'text-xs text-slate-500' },
  regular: {
    row: 'gap-2 px-3 sm:gap-3',
    rank: 'text-sm sm:text-base',
    muted: 'text-xs text-slate-600 sm:text-sm',
  },
};

/** A member on a leaderboard: rank, initials, name ('You' for the current user), @username, figure. */
export function MemberRankRow({
  member,
  isCompact = false,
  isYou = false,
  rankClassName,
  rankExtra,
  avatarClassName,
  details,
  aside,
  className,
  ...props
}: MemberRankRowProps) {
  const text = isCompact ? textClasses.compact : textClasses.regular;
  return (
    <li
      aria-current={isYou ? 'true' : undefined}
      className={cn(
        'flex items-center py-3 sm:px-5',
        text.row,
        isYou && 'bg-primary-50/70',
        className,
      )}
      {...props}
    >
      <span className={cn('flex shrink-0 items-center gap-1', rankClassName)}>
        {member.rank === null ? (
          <span className="text-xs text-slate-500">
            <span className="sr-only">Not ranked yet</span>
            <span aria-hidden="true">—</span>
          </span>
        ) : (
          <span className={cn('font-bold text-slate-700 tabular-nums', text.rank)}>
            <span className="sr-only">Rank </span>#{member.rank}
          </span>
        )}
        {rankExtra}
      </span>
      <MemberAvatar member={member} className={avatarClassName} />
      <span className="min-w-0 flex-1">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-semibold text-slate-900">{getFullName(member)}</span>
          {isYou ? (
            <Badge variant="primary" className="shrink-0">
              You
            </Badge>
          ) : null}
        </span>
        <span className={cn('block truncate', text.muted)}>@{member.username}</span>
        {details}
      </span>
      {aside}
    </li>
  );
}

/** A row's points figure: "1,250" over "points". */
export function RankPoints({ points, isCompact = false }: { points: number; isCompact?: boolean }) {
  return (
    <span className="shrink-0 text-right">
      <span className="block font-bold text-slate-900 tabular-nums">{formatPoints(points)}</span>
      <span className={cn('block text-xs', isCompact ? 'text-slate-500' : 'text-slate-600')}>
        points
      </span>
    </span>
  );
}

export interface InvestmentRankRowProps extends Omit<
  MemberRankRowProps,
  'member' | 'details' | 'aside'
> {
  entry: MemberRankRowProps['member'] & {
    totalValue: number;
    totalReturn: number;
    totalReturnPercent: number;
  };
}

/** An investor's row: the portfolio's value under the name, the total return on the right. */
export function InvestmentRankRow({ entry, ...row }: InvestmentRankRowProps) {
  return (
    <MemberRankRow
      {...row}
      member={entry}
      details={
        <span
          className={cn(
            'block truncate text-xs text-slate-600 tabular-nums',
            !row.isCompact && 'sm:text-sm',
          )}
        >
          Portfolio: {formatDollars(entry.totalValue)}
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
