import type { CompleteLessonResult, LessonSummary } from '@fc/contracts/learning';
import { ArrowRight, CircleAlert, CircleCheck, Clock, LogIn, Star, Video } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { learningKeys } from '@/api/query-keys';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCompleteLesson } from '@/features/learning/api/complete-lesson';
import { useLesson } from '@/features/learning/api/get-lesson';
import { CompletionPanel } from '@/features/learning/components/completion-panel';
import { LessonChecks } from '@/features/learning/components/lesson-checks';
import { LessonContent } from '@/features/learning/components/lesson-content';
import {
  DEFAULT_LESSON_POINTS,
  elapsedSeconds,
  getCompletionRefusalReason,
  mentionsChart,
  secondsUntil,
} from '@/features/learning/utils/lesson-completion';
import { formatCountdown } from '@/features/learning/utils/quiz';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useExitGuestMode, useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';

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
  const { isGuest } = useSession();
  const exitGuestMode = useExitGuestMode();
  /** Set once completing it was accepted: the reader shows what it earned and the way on. */
  const [completion, setCompletion] = useState<CompleteLessonResult | null>(null);
  const queryClient = useQueryClient();
  const lessonQuery = useLesson(lesson.id);
  const textRef = useRef<HTMLDivElement>(null);
  const countdownId = useId();
  const points = lesson.points > 0 ? lesson.points : DEFAULT_LESSON_POINTS;
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
      // Refused as too soon: ask for the lesson again so the countdown follows the server's clock.
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

  const onComplete = () => {
    complete.mutate({ lessonId: lesson.id, readingTimeSeconds: getReadingTimeSeconds() });
  };

  const fullLesson = lessonQuery.data;
  const tracksReading = !isCompleted && !isGuest;
  const secondsLeft = useSecondsUntil(tracksReading ? (fullLesson?.completableAtMs ?? null) : null);
  const isReadingTooShort = secondsLeft !== null && secondsLeft > 0;

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

      <DialogFooter className="sm:items-center">
        <div className="order-last text-center text-sm text-slate-600 sm:order-none sm:mr-auto sm:text-left">
          {isReadingTooShort ? (
            <p id={countdownId}>
              You can complete this lesson in{' '}
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatCountdown(secondsLeft)}
              </span>
            </p>
          ) : null}
          {isGuest ? (
            <p>Sign in or create an account to complete lessons and earn points.</p>
          ) : null}
          {/* Said once when the wait is over; the countdown itself is not read out every second. */}
          <p role="status">{secondsLeft === 0 ? 'You can complete this lesson now.' : ''}</p>
        </div>
        <Button variant="outline" onClick={() => textRef.current?.focus({ preventScroll: true })}>
          Continue Reading
        </Button>
        {isGuest ? (
          // Nothing offered that would be refused: a guest is asked to sign up instead.
          <Button icon={LogIn} onClick={exitGuestMode}>
            Sign In or Create Account
          </Button>
        ) : isCompleted ? null : (
          <Button
            onClick={onComplete}
            aria-describedby={isReadingTooShort ? countdownId : undefined}
            disabled={
              complete.isPending ||
              lessonQuery.isPending ||
              lessonQuery.isError ||
              isReadingTooShort
            }
          >
            <CircleCheck aria-hidden="true" />
            {complete.isPending ? 'Completing…' : 'Complete Lesson'}{' '}
            <span className="rounded-full bg-white/20 px-2 py-0.5 text-xs font-bold">
              +{points}
            </span>
          </Button>
        )}
      </DialogFooter>
    </DialogContent>
  );
}

/** The reader once a lesson is completed: what it earned, and the next lesson (or the quiz). */
function LessonCompleted({
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
