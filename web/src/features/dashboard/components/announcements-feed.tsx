import type { Announcement } from '@fc/contracts/announcements';
import { Megaphone, X } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { useAnnouncements } from '@/features/dashboard/api/get-announcements';
import { useDismissAnnouncement } from '@/features/dashboard/api/dismiss-announcement';
import { getErrorMessage } from '@/lib/api-client';
import { formatFullDateTime, formatRelativeTime, parseDate } from '@/lib/dates';
import { toast } from '@/lib/toast';

/**
 * The teachers' announcements (docs/product.md "For teachers") at the top of the dashboard, newest
 * first, each until the user dismisses it. Nothing shows while they load, if they fail, or when
 * there are none: the dashboard does not depend on them.
 */
export function AnnouncementsFeed() {
  const announcements = useAnnouncements({ enabled: true });
  const dismiss = useDismissAnnouncement({
    onError: (error) =>
      toast({
        title: 'Could not dismiss the announcement',
        description: getErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  const list = announcements.data ?? [];
  if (list.length === 0) return null;
  const now = new Date();
  return (
    <section aria-label="Announcements" className="space-y-3">
      {list.map((announcement) => (
        <AnnouncementCard
          key={announcement.id}
          announcement={announcement}
          now={now}
          onDismiss={() => dismiss.mutate(announcement.id)}
        />
      ))}
    </section>
  );
}

function AnnouncementCard({
  announcement,
  now,
  onDismiss,
}: {
  announcement: Announcement;
  now: Date;
  onDismiss: () => void;
}) {
  const postedAt = parseDate(announcement.postedAt);
  return (
    <Card
      role="article"
      aria-label={`Announcement from ${announcement.authorName}`}
      className="flex gap-3 border-primary-200 bg-primary-50/60 p-4 sm:p-5"
    >
      <span className="hidden size-9 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-700 sm:flex">
        <Megaphone aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <div
          className="space-y-2 text-sm text-slate-800 [&_a]:font-semibold [&_a]:text-primary-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-white [&_code]:px-1 [&_h1]:text-base [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5"
          // Rendered from Markdown and sanitised by the server (packages/contracts announcements.ts).
          dangerouslySetInnerHTML={{ __html: announcement.html }}
        />
        <p className="text-xs text-slate-600">
          {announcement.authorName}
          {postedAt ? (
            <>
              {' · '}
              <time dateTime={announcement.postedAt} title={formatFullDateTime(postedAt)}>
                {formatRelativeTime(postedAt, now)}
              </time>
            </>
          ) : null}
        </p>
      </div>
      <button
        type="button"
        aria-label="Dismiss announcement"
        onClick={onDismiss}
        className="-mt-1 -mr-1 size-8 shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-white hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </Card>
  );
}
