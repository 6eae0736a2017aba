import { useMutation, useQueryClient } from '@tanstack/react-query';

import { teacherKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** DELETE /api/teacher/announcements/:id: 204; it leaves every student's dashboard. */
export async function deleteAnnouncement(announcementId: number): Promise<void> {
  await api.delete<undefined>(`/api/teacher/announcements/${announcementId}`);
}

export function useDeleteAnnouncement({
  onSuccess,
  onError,
}: {
  onSuccess?: (announcementId: number) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: (_result, announcementId) => {
      void queryClient.invalidateQueries({ queryKey: teacherKeys.announcements() });
      onSuccess?.(announcementId);
    },
    onError,
  });
}
