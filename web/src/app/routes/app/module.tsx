import { Layers } from 'lucide-react';

import { PageShell } from '@/components/layout/page-shell';
import { UnderConstruction } from '@/components/layout/under-construction';

export function ModuleRoute() {
  return (
    <PageShell title="Module" description="Lessons, flashcards and a quiz for this module.">
      <UnderConstruction
        feature="The module page"
        icon={Layers}
        plans={[
          'Read the lessons of the module in order',
          'Complete lessons to earn points',
          'Practise with flashcards and take the module quiz',
        ]}
      />
    </PageShell>
  );
}
