import { classStudentDetailSchema, type ClassStudentDetail } from '@fc/contracts/class-progress';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { teacherKeys } from '@/api/query-keys';
import { withCurrentReturns } from '@/features/teacher/api/current-returns';
import { api } from '@/lib/api-client';

/** GET /api/teacher/students/:id (teachers and admins): the row and the latest timeline; 404 for a non-student. */
export async function getStudentDetail(userId: number): Promise<ClassStudentDetail> {
  const detail = api.get<ClassStudentDetail>(`/api/teacher/students/${userId}`, {
    schema: import.meta.env.DEV ? classStudentDetailSchema : undefined,
  });
  const { students, ...rest } = await withCurrentReturns(
    detail.then((answer) => ({ ...answer, students: [answer.student] })),
  );
  return { ...rest, student: students[0] ?? (await detail).student };
}

export const studentDetailQueryOptions = (userId: number) =>
  queryOptions({ queryKey: teacherKeys.student(userId), queryFn: () => getStudentDetail(userId) });

/** One student; nothing (and no call) when `userId` is null. */
export function useStudentDetail(userId: number | null) {
  return useQuery({ ...studentDetailQueryOptions(userId ?? 0), enabled: userId !== null });
}
