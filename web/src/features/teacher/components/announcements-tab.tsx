import { EyeOff, Megaphone, Send, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { QueryList } from '@/components/ui/query-list';
import { SectionCard } from '@/components/ui/section-card';
import { LoadingState } from '@/components/ui/state-card';
import { useDeleteAnnouncement } from '@/features/teacher/api/delete-announcement';
import {
  useStaffAnnouncements,
  type StaffAnnouncement,
} from '@/features/teacher/api/get-staff-announcements';
import { usePostAnnouncement } from '@/features/teacher/api/post-announcement';
import { AnnouncementBody } from '@/features/teacher/components/announcement-body';
import { ConfirmDeleteDialog } from '@/features/teacher/components/confirm-dialog';
import { ANNOUNCEMENT_MAX_LENGTH } from '@/features/teacher/utils/limits';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';

/**
 * 'Announcements' (docs/product.md "For teachers"): a short Markdown note every student sees on
 * their dashboard until they dismiss it; the live ones below, with how many have dismissed each.
 */
export function AnnouncementsTab() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <NewAnnouncementForm />
      <AnnouncementsList />
    </div>
  );
}

function NewAnnouncementForm() {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const counterId = useId();
  const errorId = useId();
  const length = body.trim().length;

  const post = usePostAnnouncement({
    onSuccess: () => {
      toast({
        title: 'Announcement posted',
        description: 'Students see it on their dashboard.',
        variant: 'success',
      });
      setBody('');
      setError(null);
    },
    onError: (failure) => setError(getErrorMessage(failure, 'Could not post the announcement.')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    if (length === 0) {
      setError('Write the announcement');
      return;
    }
    if (length > ANNOUNCEMENT_MAX_LENGTH) {
      setError(`An announcement is at most ${ANNOUNCEMENT_MAX_LENGTH} characters`);
      return;
    }
    setError(null);
    post.mutate({ body: body.trim() });
  };

  return (
    <SectionCard
      icon={Megaphone}
      title="New announcement"
      description="Markdown: **bold**, *italic*, lists and links. Students see it at the top of their dashboard."
    >
      <form noValidate onSubmit={submit} className="space-y-3 p-4 sm:p-5">
        <div className="space-y-1.5">
          <Label htmlFor={textId}>Announcement</Label>
          <textarea
            id={textId}
            value={body}
            rows={6}
            maxLength={ANNOUNCEMENT_MAX_LENGTH}
            placeholder="e.g. No club meeting next Tuesday: finish **Budgeting Basics** instead."
            aria-describedby={error ? `${counterId} ${errorId}` : counterId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setBody(event.target.value)}
            className={cn(inputClasses, 'h-auto py-2')}
          />
          <p
            id={counterId}
            className={cn(
              'text-right text-xs tabular-nums',
              body.length >= ANNOUNCEMENT_MAX_LENGTH ? 'text-red-700' : 'text-slate-500',
            )}
          >
            {body.length} / {ANNOUNCEMENT_MAX_LENGTH}
          </p>
        </div>
        <FieldError id={errorId} message={error} />
        <Button type="submit" icon={Send} disabled={post.isPending} isBusy={post.isPending}>
          Post
        </Button>
      </form>
    </SectionCard>
  );
}

function AnnouncementsList() {
  const announcements = useStaffAnnouncements();
  const [toDelete, setToDelete] = useState<StaffAnnouncement | null>(null);
  const remove = useDeleteAnnouncement({
    onSuccess: () => {
      toast({
        title: 'Announcement deleted',
        description: 'It no longer shows on the dashboards.',
        variant: 'success',
      });
      setToDelete(null);
    },
    onError: (failure) =>
      toast({
        title: 'Could not delete the announcement',
        description: getErrorMessage(failure, 'Please try again.'),
        variant: 'destructive',
      }),
  });

  return (
    <SectionCard icon={Megaphone} title="Announcements" description="Newest first.">
      <QueryList
        query={announcements}
        isInCard
        skeleton={LoadingState}
        loadingLabel="Loading the announcements"
        failed="Could not load the announcements"
        empty={{
          icon: Megaphone,
          title: 'No announcements',
          message: 'Post one with the form: it appears here and on every student’s dashboard.',
        }}
      >
        {(list) => (
          <ul aria-label="Announcements" className="divide-y divide-slate-100">
            {list.map((announcement) => (
              <AnnouncementRow
                key={announcement.id}
                announcement={announcement}
                onDelete={() => setToDelete(announcement)}
              />
            ))}
          </ul>
        )}
      </QueryList>
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete this announcement?"
        description="It leaves every student’s dashboard, dismissed or not."
        confirmLabel="Delete announcement"
        isPending={remove.isPending}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id);
        }}
      />
    </SectionCard>
  );
}

function AnnouncementRow({
  announcement,
  onDelete,
}: {
  announcement: StaffAnnouncement;
  onDelete: () => void;
}) {
  const metaId = useId();
  const { dismissals } = announcement;
  return (
    <li className="space-y-2 px-4 py-3 sm:px-5">
      <AnnouncementBody html={announcement.html} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={metaId} className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          <span>
            {announcement.authorName} ·{' '}
            <time dateTime={announcement.postedAt}>{formatDateTime(announcement.postedAt)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <EyeOff aria-hidden="true" className="size-3.5" />
            Dismissed by {dismissals} {dismissals === 1 ? 'student' : 'students'}
          </span>
        </p>
        <Button
          size="sm"
          variant="outline"
          icon={Trash2}
          aria-describedby={metaId}
          onClick={onDelete}
          className="text-red-700 hover:bg-red-50"
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
