import type { Announcement } from '@fc/contracts/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { dashboardKeys } from '@/features/dashboard/api/query-keys';
import { api } from '@/lib/api-client';

/** POST /api/announcements/:id/dismiss: 204; the announcement no longer shows for the caller. */
export async function dismissAnnouncement(announcementId: number): Promise<void> {
  await api.post<undefined>(`/api/announcements/${announcementId}/dismiss`);
}

/**
 * Dismisses at once on screen (optimistic), and puts the announcement back if the call fails.
 */
export function useDismissAnnouncement({ onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  const queryKey = dashboardKeys.announcements();
  return useMutation({
    mutationFn: dismissAnnouncement,
    onMutate: async (announcementId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Announcement[]>(queryKey);
      queryClient.setQueryData<Announcement[]>(queryKey, (list) =>
        list?.filter((announcement) => announcement.id !== announcementId),
      );
      return { previous };
    },
    onError: (error, _announcementId, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      onError?.(error);
    },
  });
}
