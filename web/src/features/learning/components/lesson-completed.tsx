import type { CompleteLessonResult, LessonSummary } from '@fc/contracts/learning';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button, buttonVariants } from '@/components/ui/button';
import {
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { CompletionPanel } from '@/features/learning/components/completion-panel';

/** The reader once a lesson is completed: what it earned, and the next lesson (or the quiz). */
export function LessonCompleted({
  lesson,
  result,
  nextLesson,
  onOpenLesson,
  onClose,
}: {
  lesson: LessonSummary;
  result: CompleteLessonResult;
  nextLesson: LessonSummary | null;
  onOpenLesson: ((lesson: LessonSummary) => void) | undefined;
  onClose: () => void;
}) {
  const next = !result.moduleCompleted && onOpenLesson ? nextLesson : null;
  return (
    <DialogContent closeLabel="Close lesson" className="sm:max-h-[calc(100dvh-4rem)]">
      <DialogHeader className="sr-only">
        <DialogTitle>{lesson.title}</DialogTitle>
        <DialogDescription>Lesson completed</DialogDescription>
      </DialogHeader>
      <DialogBody>
        <CompletionPanel
          title="Lesson complete!"
          points={result.pointsEarned}
          actions={
            <>
              {next ? (
                <Button size="lg" onClick={() => onOpenLesson?.(next)}>
                  Next lesson
                  <ArrowRight aria-hidden="true" />
                </Button>
              ) : result.moduleCompleted ? (
                <Link to={paths.quiz(lesson.moduleId)} className={buttonVariants({ size: 'lg' })}>
                  Take the quiz
                  <ArrowRight aria-hidden="true" />
                </Link>
              ) : null}
              <Button size="lg" variant="outline" onClick={onClose}>
                Back to lessons
              </Button>
            </>
          }
        >
          <p>
            You finished <strong>{lesson.title}</strong>.{' '}
            {result.moduleCompleted
              ? 'That was the last lesson of this module: pass its quiz to unlock the next one.'
              : next
                ? `Up next: ${next.title}.`
                : ''}
          </p>
        </CompletionPanel>
      </DialogBody>
    </DialogContent>
  );
}
