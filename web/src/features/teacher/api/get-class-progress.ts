import { classProgressSchema, type ClassProgress } from '@fc/contracts/class-progress';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { teacherKeys } from '@/api/query-keys';
import { withCurrentReturns } from '@/features/teacher/api/current-returns';
import { api } from '@/lib/api-client';

/**
 * GET /api/teacher/class (teachers and admins): every student's row, with their portfolio return
 * at the current prices (current-returns.ts).
 */
export function getClassProgress(): Promise<ClassProgress> {
  return withCurrentReturns(
    api.get<ClassProgress>('/api/teacher/class', {
      schema: import.meta.env.DEV ? classProgressSchema : undefined,
    }),
  );
}

export const classProgressQueryOptions = () =>
  queryOptions({ queryKey: teacherKeys.classProgress(), queryFn: getClassProgress });

export function useClassProgress() {
  return useQuery(classProgressQueryOptions());
}
