import { useParams } from 'react-router-dom';

import { AdminPage } from '@/app/routes/app/admin-page';
import { ClassSummaryPage } from '@/features/teacher/components/class-summary-page';
import { StudentDetailPage } from '@/features/teacher/components/student-detail-page';

/*
 * The staff pages share one module, so they load as one chunk: the teacher feature's calls and
 * helpers (and papaparse) then stay out of the app's shared chunk, which every first load fetches.
 */

export function AdminRoute() {
  return <AdminPage />;
}

/** /admin/students/:studentId. */
export function ClassStudentRoute() {
  const { studentId } = useParams();
  const id = Number(studentId);
  // Keyed by student, so that moving to another student starts from a clean page.
  return (
    <StudentDetailPage key={studentId} studentId={Number.isSafeInteger(id) && id > 0 ? id : null} />
  );
}

/** /admin/summary. */
export function ClassSummaryRoute() {
  return <ClassSummaryPage />;
}
