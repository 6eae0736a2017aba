import { BookOpen, Flame, Star, Trophy } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SideCard } from '@/features/leaderboard/components/side-card';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/user-display';

export interface YourProgressCardProps {
  streak: number;
  points: number;
  /** null while not ranked (or unknown). */
  rank: number | null;
}

/** The user's streak, points and rank, with the way to earn more. */
export function YourProgressCard({ streak, points, rank }: YourProgressCardProps) {
  return (
    <SideCard icon={Star} iconClassName="text-amber-500" title="Your Progress">
      <dl className="mt-4 space-y-3 text-sm">
        <ProgressRow
          icon={Flame}
          tone="text-orange-600"
          label="Current Streak"
          value={`${streak} ${streak === 1 ? 'day' : 'days'}`}
        />
        <ProgressRow
          icon={Star}
          tone="text-amber-600"
          label="Total Points"
          value={formatPoints(points)}
        />
        <ProgressRow
          icon={Trophy}
          tone="text-primary-600"
          label="Your Rank"
          value={rank === null ? 'Not ranked' : `#${formatPoints(rank)}`}
        />
      </dl>
      {/* The earlier spec named /modules, an old address of the module list: link the list itself. */}
      <Link to={paths.lessons} className={buttonVariants({ className: 'mt-5 w-full' })}>
        <BookOpen aria-hidden="true" />
        Start Learning
      </Link>
    </SideCard>
  );
}

function ProgressRow({
  icon: Icon,
  tone,
  label,
  value,
}: {
  icon: LucideIcon;
  tone: string;
  label: string;
  value: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="flex items-center gap-2 text-slate-600">
        <Icon aria-hidden="true" className={cn('size-4', tone)} />
        {label}
      </dt>
      <dd className="font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
