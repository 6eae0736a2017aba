import { FileWarning, Timer } from 'lucide-react';

import { PageShell } from '@/components/layout/page-shell';
import { LoadFailedState, LoadingState, StateCard } from '@/components/ui/state-card';
import { useModule } from '@/features/learning/api/get-module';
import { useModuleAccess } from '@/features/learning/api/get-module-access';
import { useQuiz } from '@/features/learning/api/get-quiz';
import { BackToModuleLink } from '@/features/learning/components/back-to-module-link';
import { LockedQuizNotice } from '@/features/learning/components/locked-module-notice';
import { QuizRunner } from '@/features/learning/components/quiz-runner';
import { isQuizWellFormed } from '@/features/learning/utils/quiz';
import { isNotFound } from '@/lib/api-errors';

/**
 * /quiz/{id}: the module's quiz (the id is a module id). A signed-in student whose module is
 * locked sees why and the way to open it instead of a Start button the server would refuse.
 */
export function QuizPage({ moduleId }: { moduleId: number | null }) {
  const quizQuery = useQuiz(moduleId ?? 0, { enabled: moduleId !== null });
  const moduleQuery = useModule(moduleId ?? 0, { enabled: moduleId !== null });
  const access = useModuleAccess(moduleId ?? 0, { enabled: moduleId !== null });

  const noQuiz =
    moduleId === null ||
    (quizQuery.isError && isNotFound(quizQuery.error)) ||
    (quizQuery.isSuccess && quizQuery.data.questions.length === 0);

  let content;
  if (noQuiz) {
    content = (
      <StateCard
        icon={Timer}
        title="No quiz available"
        message="This module does not have a quiz yet. Check back later."
        actions={<BackToModuleLink moduleId={moduleId} />}
      />
    );
  } else if (quizQuery.isPending || access.reason === 'loading') {
    content = <LoadingState label="Loading quiz" />;
  } else if (!access.canAccess) {
    content = (
      <LockedQuizNotice
        previousModule={access.previousModule}
        accessFailed={access.reason === 'error'}
      />
    );
  } else if (quizQuery.isError) {
    content = (
      <LoadFailedState title="Could not load the quiz" onRetry={() => void quizQuery.refetch()} />
    );
  } else if (!isQuizWellFormed(quizQuery.data)) {
    content = (
      <StateCard
        icon={FileWarning}
        tone="danger"
        role="alert"
        title="Quiz data error"
        message="There's an issue with the quiz questions. Please try again later."
        actions={<BackToModuleLink moduleId={moduleId} />}
      />
    );
  } else {
    content = <QuizRunner quiz={quizQuery.data} />;
  }

  return (
    // The page is narrower than most: a card or a question reads best at this width.
    <div className="mx-auto w-full max-w-3xl">
      <PageShell
        title={moduleQuery.data ? `${moduleQuery.data.title} Quiz` : 'Quiz'}
        description="Test what you learned against the clock."
        actions={<BackToModuleLink moduleId={moduleId} />}
      >
        {content}
      </PageShell>
    </div>
  );
}
