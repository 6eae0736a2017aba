import { useParams } from 'react-router-dom';

import { FlashcardsPage } from '@/features/learning/components/flashcard-deck';
import { parseModuleId } from '@/features/learning/utils/module-id';

/** /flashcards/{lessonId}: the id is a module id (docs/product.md). */
export function FlashcardsRoute() {
  const { lessonId } = useParams();
  return <FlashcardsPage key={lessonId} moduleId={parseModuleId(lessonId)} />;
}
