import { PageShell } from '@/components/layout/page-shell';
import { ModulesList } from '@/features/learning/components/modules-list';

export function LessonsRoute() {
  return (
    <PageShell
      title="Learning Modules"
      description="Personal and commercial finance, one module at a time."
    >
      <ModulesList />
    </PageShell>
  );
}
