import type { TimelineEntry, TimelineKind } from '@fc/contracts/class-progress';
import {
  Award,
  BookOpen,
  ClipboardCheck,
  Flag,
  Layers,
  PiggyBank,
  Repeat,
  Star,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';

import { timelineSubject, type CatalogueTitles } from '@/features/teacher/utils/timeline-subject';
import { cn } from '@/lib/cn';
import { formatFullDateTime, formatRelativeTime, parseDate } from '@/lib/dates';

const kindIcons: Record<TimelineKind, { icon: LucideIcon; label: string; tone: string }> = {
  points: { icon: Star, label: 'Points', tone: 'bg-warning-soft text-amber-700' },
  lesson: { icon: BookOpen, label: 'Lesson', tone: 'bg-success-soft text-green-700' },
  quiz: { icon: ClipboardCheck, label: 'Quiz', tone: 'bg-primary-50 text-primary-700' },
  flashcards: { icon: Layers, label: 'Flashcards', tone: 'bg-purple-soft text-violet-700' },
  review: { icon: Repeat, label: 'Review', tone: 'bg-purple-soft text-violet-700' },
  trade: { icon: TrendingUp, label: 'Trade', tone: 'bg-secondary-50 text-secondary-700' },
  plan: { icon: PiggyBank, label: 'Budget plan', tone: 'bg-secondary-50 text-secondary-700' },
  achievement: { icon: Award, label: 'Achievement', tone: 'bg-warning-soft text-amber-700' },
  contest: { icon: Flag, label: 'Contest', tone: 'bg-primary-50 text-primary-700' },
};

/**
 * What the student did, newest first: an icon per kind, the words, the lesson or module it was
 * about by title, when, and the points.
 */
export function Timeline({
  entries,
  titles,
  now,
  label,
}: {
  entries: readonly TimelineEntry[];
  titles: CatalogueTitles;
  now: Date;
  label: string;
}) {
  const sorted = [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <ol aria-label={label} className="divide-y divide-slate-100">
      {sorted.map((entry, index) => {
        const kind = kindIcons[entry.kind];
        const Icon = kind.icon;
        const at = parseDate(entry.at);
        const subject = timelineSubject(entry, titles);
        return (
          <li key={`${entry.at}-${index}`} className="flex items-start gap-3 px-4 py-3 sm:px-5">
            <span
              className={cn(
                'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
                kind.tone,
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              <span className="sr-only">{kind.label}</span>
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-slate-900">{entry.text}</p>
              {subject ? <p className="text-slate-700">{subject}</p> : null}
              {at ? (
                <time dateTime={entry.at} title={formatFullDateTime(at)} className="text-slate-600">
                  {formatRelativeTime(at, now)}
                </time>
              ) : null}
            </div>
            {entry.points !== null && entry.points !== 0 ? (
              <span
                className={cn(
                  'shrink-0 text-sm font-semibold tabular-nums',
                  entry.points > 0 ? 'text-green-700' : 'text-red-700',
                )}
              >
                {entry.points > 0 ? '+' : ''}
                {entry.points.toLocaleString()} pts
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
