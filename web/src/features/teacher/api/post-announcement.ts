import {
  announcementSchema,
  type Announcement,
  type CreateAnnouncementBody,
} from '@fc/contracts/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { teacherKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** POST /api/teacher/announcements: 201 with the announcement (its HTML rendered and sanitised). */
export function postAnnouncement(body: CreateAnnouncementBody): Promise<Announcement> {
  return api.post<Announcement>('/api/teacher/announcements', body, {
    schema: import.meta.env.DEV ? announcementSchema : undefined,
  });
}

export function usePostAnnouncement({
  onSuccess,
  onError,
}: {
  onSuccess?: (announcement: Announcement) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAnnouncement,
    onSuccess: (announcement) => {
      void queryClient.invalidateQueries({ queryKey: teacherKeys.announcements() });
      onSuccess?.(announcement);
    },
    onError,
  });
}
