import { useMemo } from 'react';

import { useClassProgress } from '@/features/teacher/api/get-class-progress';
import { AssignmentsList } from '@/features/teacher/components/assignments-list';
import { NewAssignmentForm } from '@/features/teacher/components/new-assignment-form';
import { studentName } from '@/features/teacher/utils/class-rows';

/**
 * 'Assignments' (docs/product.md "For teachers"): assign a module or a contest, with a due date, to
 * everyone or to some students; then follow who has done each one.
 */
export function AssignmentsTab() {
  const classProgress = useClassProgress();
  const names = useMemo(
    () =>
      new Map(
        (classProgress.data?.students ?? []).map((student) => [
          student.userId,
          studentName(student),
        ]),
      ),
    [classProgress.data],
  );
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <NewAssignmentForm />
      <AssignmentsList names={names} />
    </div>
  );
}
