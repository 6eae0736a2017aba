import type { CompleteLessonResult, LessonSummary } from '@fc/contracts/learning';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { learningKeys } from '@/api/query-keys';
import { useCompleteLesson } from '@/features/learning/api/complete-lesson';
import { useLesson } from '@/features/learning/api/get-lesson';
import {
  getCompletionRefusalReason,
  secondsUntil,
} from '@/features/learning/utils/lesson-completion';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';

/** How often the countdown reads the clock; the display only changes once a second. */
const TICK_MS = 250;

/** Whole seconds left until `deadlineMs` (null while there is none), kept current. */
function useSecondsUntil(deadlineMs: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const isRunning = deadlineMs !== null && secondsUntil(deadlineMs, now) > 0;
  useEffect(() => {
    if (!isRunning) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, [isRunning, deadlineMs]);
  return deadlineMs === null ? null : secondsUntil(deadlineMs, now);
}

/**
 * One reading of a lesson: the lesson's text, the countdown to when the server lets it be
 * completed (by the server's clock, so a reload or a wrong device clock does not change it), and
 * Complete Lesson. A completion accepted is kept (`completion`) so the reader shows what it
 * earned; one already made closes the reader; one refused as too soon asks for the lesson again,
 * so the countdown follows the server's clock.
 */
export function useLessonReading({
  lesson,
  isCompleted,
  onClose,
  getReadingTimeSeconds,
}: {
  lesson: LessonSummary;
  isCompleted: boolean;
  onClose: () => void;
  getReadingTimeSeconds: () => number;
}) {
  const { isGuest } = useSession();
  const [completion, setCompletion] = useState<CompleteLessonResult | null>(null);
  const queryClient = useQueryClient();
  const lessonQuery = useLesson(lesson.id);
  const complete = useCompleteLesson({
    onSuccess: (result) => {
      if (result.alreadyCompleted) {
        toast({
          title: 'Already completed',
          description: 'You have already completed this lesson.',
        });
        onClose();
      } else {
        setCompletion(result);
      }
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: learningKeys.lesson(lesson.id) });
      }
      toast({
        title: 'Cannot complete lesson yet',
        description: getCompletionRefusalReason(error),
        variant: 'destructive',
      });
    },
  });
  const tracksReading = !isCompleted && !isGuest;
  const secondsLeft = useSecondsUntil(
    tracksReading ? (lessonQuery.data?.completableAtMs ?? null) : null,
  );
  const isReadingTooShort = secondsLeft !== null && secondsLeft > 0;

  return {
    lessonQuery,
    completion,
    secondsLeft,
    isReadingTooShort,
    isCompleting: complete.isPending,
    canComplete:
      !complete.isPending && !lessonQuery.isPending && !lessonQuery.isError && !isReadingTooShort,
    complete: () =>
      complete.mutate({ lessonId: lesson.id, readingTimeSeconds: getReadingTimeSeconds() }),
  };
}
