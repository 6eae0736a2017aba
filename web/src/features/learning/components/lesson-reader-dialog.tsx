import type { LessonSummary } from '@fc/contracts/learning';
import { CircleAlert, CircleCheck, Clock, Star, Video } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { Badge } from '@/components/ui/badge';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { LessonChecks } from '@/features/learning/components/lesson-checks';
import { LessonCompleted } from '@/features/learning/components/lesson-completed';
import { LessonContent } from '@/features/learning/components/lesson-content';
import { LessonReaderFooter } from '@/features/learning/components/lesson-reader-footer';
import { useLessonReading } from '@/features/learning/hooks/use-lesson-reading';
import {
  DEFAULT_LESSON_POINTS,
  elapsedSeconds,
  mentionsChart,
} from '@/features/learning/utils/lesson-completion';
import { getErrorMessage } from '@/lib/api-client';

export interface LessonReaderDialogProps {
  /** The lesson being read; null when the reader is closed. */
  lesson: LessonSummary | null;
  /** The lesson after it in the module, offered once this one is completed. */
  nextLesson?: LessonSummary | null;
  isCompleted: boolean;
  /** Opens another lesson in the reader ('Next lesson'). */
  onOpenLesson?: (lesson: LessonSummary) => void;
  onClose: () => void;
}

/**
 * The lesson reader. The server's reading clock decides when a lesson may be completed: the
 * reader counts down to that moment (by the server's clock, so a reload or a wrong device clock
 * does not change it) with Complete Lesson disabled until then. The page also measures how long
 * the reader was open and sends it, for the record.
 */
export function LessonReaderDialog({
  lesson,
  nextLesson = null,
  isCompleted,
  onOpenLesson,
  onClose,
}: LessonReaderDialogProps) {
  const readMsByLesson = useRef(new Map<number, number>());
  const openedAt = useRef(0);
  const lessonId = lesson?.id;

  useEffect(() => {
    if (lessonId === undefined) return;
    const readSoFar = readMsByLesson.current;
    const start = Date.now();
    openedAt.current = start;
    return () => {
      readSoFar.set(lessonId, (readSoFar.get(lessonId) ?? 0) + Date.now() - start);
    };
  }, [lessonId]);

  /** Seconds read: earlier openings of this lesson plus this one. */
  const readingTimeSeconds = (id: number) =>
    elapsedSeconds(openedAt.current - (readMsByLesson.current.get(id) ?? 0), Date.now());

  return (
    <Dialog
      open={lesson !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {lesson ? (
        <LessonReaderContent
          // A new lesson is a new reading: its own clock and completion.
          key={lesson.id}
          lesson={lesson}
          nextLesson={nextLesson}
          isCompleted={isCompleted}
          onOpenLesson={onOpenLesson}
          onClose={onClose}
          getReadingTimeSeconds={() => readingTimeSeconds(lesson.id)}
        />
      ) : null}
    </Dialog>
  );
}

interface LessonReaderContentProps {
  lesson: LessonSummary;
  nextLesson: LessonSummary | null;
  isCompleted: boolean;
  onOpenLesson: ((lesson: LessonSummary) => void) | undefined;
  onClose: () => void;
  getReadingTimeSeconds: () => number;
}

function LessonReaderContent({
  lesson,
  nextLesson,
  isCompleted,
  onOpenLesson,
  onClose,
  getReadingTimeSeconds,
}: LessonReaderContentProps) {
  const reading = useLessonReading({ lesson, isCompleted, onClose, getReadingTimeSeconds });
  const { lessonQuery, completion } = reading;
  const textRef = useRef<HTMLDivElement>(null);
  const points = lesson.points > 0 ? lesson.points : DEFAULT_LESSON_POINTS;
  const fullLesson = lessonQuery.data;

  if (completion) {
    return (
      <LessonCompleted
        lesson={lesson}
        result={completion}
        nextLesson={nextLesson}
        onOpenLesson={onOpenLesson}
        onClose={onClose}
      />
    );
  }

  return (
    <DialogContent closeLabel="Close lesson" className="sm:max-h-[calc(100dvh-4rem)]">
      <DialogHeader>
        <DialogTitle>{lesson.title}</DialogTitle>
        <DialogDescription asChild>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1.5">
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {lesson.estimatedMinutes} min read
            </span>
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-4 text-amber-600" />
              {points} points
            </span>
            {isCompleted ? (
              <Badge variant="success" icon={CircleCheck}>
                Completed
              </Badge>
            ) : null}
          </div>
        </DialogDescription>
      </DialogHeader>

      <DialogBody>
        {/* 'Continue Reading' brings the focus back here, so the keys scroll the text. */}
        <div ref={textRef} tabIndex={-1} className="rounded-md focus:outline-none">
          {mentionsChart(lesson.title) ? (
            <p className="mb-5 flex items-start gap-2 rounded-lg border border-primary-200 bg-primary-50 p-3 text-sm text-primary-800">
              <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Video content for this lesson is coming soon. For now, read the explanation below.
            </p>
          ) : null}

          {lessonQuery.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner label="Loading lesson" />
            </div>
          ) : lessonQuery.isError ? (
            <div
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-danger-soft p-3 text-sm text-red-800"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {getErrorMessage(lessonQuery.error, 'Could not load this lesson. Please try again.')}
            </div>
          ) : (
            <>
              {fullLesson?.imageUrl ? (
                <img
                  src={fullLesson.imageUrl}
                  alt=""
                  className="mb-5 max-h-64 w-full rounded-xl object-cover"
                />
              ) : null}
              <LessonContent content={fullLesson?.content ?? ''} />
              <LessonChecks checks={fullLesson?.checks ?? []} />
            </>
          )}
        </div>
      </DialogBody>

      <LessonReaderFooter
        points={points}
        isCompleted={isCompleted}
        secondsLeft={reading.secondsLeft}
        isCompleting={reading.isCompleting}
        canComplete={reading.canComplete}
        onComplete={reading.complete}
        onContinueReading={() => textRef.current?.focus({ preventScroll: true })}
      />
    </DialogContent>
  );
}
