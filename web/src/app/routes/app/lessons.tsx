import { BookOpen } from 'lucide-react';

import { PageShell } from '@/components/layout/page-shell';
import { UnderConstruction } from '@/components/layout/under-construction';

export function LessonsRoute() {
  return (
    <PageShell
      title="Learning Modules"
      description="Personal and commercial finance, one module at a time."
    >
      <UnderConstruction
        feature="The module library"
        icon={BookOpen}
        plans={[
          'Browse personal finance and commercial finance modules',
          'Follow your progress through every module',
          'Unlock the next module by finishing the one before it',
        ]}
      />
    </PageShell>
  );
}
