import { Timer } from 'lucide-react';

import { PageShell } from '@/components/layout/page-shell';
import { UnderConstruction } from '@/components/layout/under-construction';

export function QuizRoute() {
  return (
    <PageShell title="Quiz" description="Test what you learned against the clock.">
      <UnderConstruction
        feature="The module quiz"
        icon={Timer}
        plans={[
          'Answer one question at a time with a countdown',
          'Get feedback and an explanation after each answer',
          'Retake the quiz to improve your score',
        ]}
      />
    </PageShell>
  );
}
