import { ANNOUNCEMENT_MAX_LENGTH, createAnnouncementSchema } from '@fc/contracts/announcements';
import { zodResolver } from '@hookform/resolvers/zod';
import { EyeOff, Megaphone, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
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
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(createAnnouncementSchema), defaultValues: { body: '' } });
  const length = watch('body').length;

  const post = usePostAnnouncement({
    onSuccess: () => {
      toast({
        title: 'Announcement posted',
        description: 'Students see it on their dashboard.',
        variant: 'success',
      });
      reset();
    },
    onError: (failure) =>
      setError('root.server', {
        message: getErrorMessage(failure, 'Could not post the announcement.'),
      }),
  });

  return (
    <SectionCard
      icon={Megaphone}
      title="New announcement"
      description="Markdown: **bold**, *italic*, lists and links. Students see it at the top of their dashboard."
    >
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit((body) => {
            if (!post.isPending) post.mutate(body);
          })(event)
        }
        className="space-y-3 p-4 sm:p-5"
      >
        <FormField
          label="Announcement"
          hint={
            <span
              className={cn(
                'block text-right text-xs tabular-nums',
                length >= ANNOUNCEMENT_MAX_LENGTH ? 'text-red-700' : 'text-slate-500',
              )}
            >
              {length} / {ANNOUNCEMENT_MAX_LENGTH}
            </span>
          }
          error={errors.body?.message ?? errors.root?.server?.message}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              maxLength={ANNOUNCEMENT_MAX_LENGTH}
              placeholder="e.g. No club meeting next Tuesday: finish **Budgeting Basics** instead."
              {...register('body')}
            />
          )}
        </FormField>
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
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete this announcement?"
        description="It leaves every student’s dashboard, dismissed or not."
        confirmLabel="Delete announcement"
        confirmIcon={Trash2}
        variant="destructive"
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
