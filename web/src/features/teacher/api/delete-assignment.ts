import { useMutation, useQueryClient } from '@tanstack/react-query';

import { teacherKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** DELETE /api/teacher/assignments/:id: 204; the students no longer see it. */
export async function deleteAssignment(assignmentId: number): Promise<void> {
  await api.delete<undefined>(`/api/teacher/assignments/${assignmentId}`);
}

export function useDeleteAssignment({
  onSuccess,
  onError,
}: {
  onSuccess?: (assignmentId: number) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: (_result, assignmentId) => {
      void queryClient.invalidateQueries({ queryKey: teacherKeys.assignments() });
      onSuccess?.(assignmentId);
    },
    onError,
  });
}
