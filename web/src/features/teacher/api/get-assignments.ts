import { classAssignmentsSchema, type ClassAssignment } from '@fc/contracts/assignments';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { teacherKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/teacher/assignments (teachers and admins): every assignment with who has done it. */
export async function getClassAssignments(): Promise<ClassAssignment[]> {
  const { assignments } = await api.get<{ assignments: ClassAssignment[] }>(
    '/api/teacher/assignments',
    { schema: import.meta.env.DEV ? classAssignmentsSchema : undefined },
  );
  return assignments;
}

export const classAssignmentsQueryOptions = () =>
  queryOptions({ queryKey: teacherKeys.assignments(), queryFn: getClassAssignments });

export function useClassAssignments() {
  return useQuery(classAssignmentsQueryOptions());
}
