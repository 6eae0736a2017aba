import { PageShell } from '@/components/layout/page-shell';
import { ModulesList } from '@/features/learning/components/modules-list';

/** One line for the whole course: what it covers, and which country's taxes and laws it teaches. */
export const COURSE_DESCRIPTION =
  'Personal and commercial finance, one module at a time. Taxes, accounts, laws and prices are those of the United States.';

export function LessonsRoute() {
  return (
    <PageShell title="Learning Modules" description={COURSE_DESCRIPTION}>
      <ModulesList />
    </PageShell>
  );
}
