import { useParams } from 'react-router-dom';

import { QuizPage } from '@/features/learning/components/quiz-page';
import { parseModuleId } from '@/features/learning/utils/module-id';

/** /quiz/{lessonId}: the id is a module id (docs/product.md). */
export function QuizRoute() {
  const { lessonId } = useParams();
  return <QuizPage key={lessonId} moduleId={parseModuleId(lessonId)} />;
}
