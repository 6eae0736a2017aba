import {
  classAssignmentSchema,
  type ClassAssignment,
  type CreateAssignmentBody,
} from '@fc/contracts/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { teacherKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** POST /api/teacher/assignments: 201 with the assignment; 400 with a message for bad input. */
export function createAssignment(body: CreateAssignmentBody): Promise<ClassAssignment> {
  return api.post<ClassAssignment>('/api/teacher/assignments', body, {
    schema: import.meta.env.DEV ? classAssignmentSchema : undefined,
  });
}

export function useCreateAssignment({
  onSuccess,
  onError,
}: {
  onSuccess?: (assignment: ClassAssignment) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssignment,
    onSuccess: (assignment) => {
      void queryClient.invalidateQueries({ queryKey: teacherKeys.assignments() });
      onSuccess?.(assignment);
    },
    onError,
  });
}
