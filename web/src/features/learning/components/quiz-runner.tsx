import type { Quiz } from '@fc/contracts/learning';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';

import { learningKeys } from '@/api/query-keys';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StateCard } from '@/components/ui/state-card';
import { useAnswerQuizQuestion } from '@/features/learning/api/answer-quiz-question';
import { useResumeQuizAttempt } from '@/features/learning/api/resume-quiz-attempt';
import { useStartQuizAttempt } from '@/features/learning/api/start-quiz-attempt';
import { useSubmitQuiz } from '@/features/learning/api/submit-quiz';
import { QuizIntro } from '@/features/learning/components/quiz-intro';
import { QuizQuestion } from '@/features/learning/components/quiz-question';
import { QuizResults } from '@/features/learning/components/quiz-results';
import {
  FEEDBACK_DISPLAY_MS,
  getPassPercentage,
  getTimeLimitSeconds,
  TIME_UP_DESCRIPTION,
  TIME_UP_TITLE,
} from '@/features/learning/utils/quiz';
import { answerBodyOf, questionType } from '@/features/learning/utils/quiz-answers';
import { initialQuizState, quizReducer } from '@/features/learning/utils/quiz-state';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';

/** How often the clock is read; the display only changes once a second. */
const TICK_MS = 250;

/** Whole seconds left until `deadline` (null while no quiz is running), never above `limit`. */
function useSecondsLeft(deadline: number | null, limit: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, [deadline]);
  if (deadline === null) return null;
  return Math.min(limit, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

/**
 * The latest version of a callback, for timers set up by effects: the timer
 * reads the current state when it fires without restarting on every render.
 */
function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Takes a (well-formed, non-empty) quiz from the start screen to the results. */
export function QuizRunner({ quiz }: { quiz: Quiz }) {
  const { user, isGuest } = useSession();
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const queryClient = useQueryClient();
  const startAttempt = useStartQuizAttempt();
  const answerQuestion = useAnswerQuizQuestion();
  const resumeAttempt = useResumeQuizAttempt();
  const submitQuiz = useSubmitQuiz();
  /** Attempts already sent for grading: a time-out and a last answer cannot both submit. */
  const submitted = useRef(new Set<string>());

  const limit = getTimeLimitSeconds(quiz);
  // While feedback shows the clock is stopped, on the screen as on the server.
  const pausedMsLeft = state.phase === 'question' ? state.pausedMsLeft : null;
  const runningSecondsLeft = useSecondsLeft(
    state.phase === 'question' && pausedMsLeft === null ? state.deadline : null,
    limit,
  );
  const secondsLeft =
    pausedMsLeft !== null ? Math.min(limit, Math.ceil(pausedMsLeft / 1000)) : runningSecondsLeft;

  const start = () => {
    dispatch({ type: 'start' });
    startAttempt.mutate(quiz.moduleId, {
      onSuccess: (attempt) =>
        dispatch({
          type: 'started',
          attemptId: attempt.attemptId,
          deadline: Date.now() + limit * 1000,
          // The attempt's own order of questions and options (an older server sends none).
          questions: attempt.questions ?? quiz.questions,
        }),
      onError: (error) => {
        dispatch({ type: 'start-failed' });
        // Locked meanwhile (or the page's access was stale): the page then shows the locked state.
        if (isApiError(error) && error.status === 403) {
          void queryClient.invalidateQueries({ queryKey: learningKeys.access() });
        }
        toast({
          title: 'Could not start the quiz',
          description: getErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  const sendForGrading = (attemptId: string) => {
    submitQuiz.mutate(
      { attemptId, moduleId: quiz.moduleId, ...(user ? { userId: user.id } : {}) },
      {
        onSuccess: (result) => dispatch({ type: 'submitted', result }),
        onError: (error) => {
          dispatch({ type: 'submit-failed' });
          toast({
            title: 'Could not submit the quiz',
            description: getErrorMessage(error, 'Failed to submit quiz'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const finish = (timedOut: boolean) => {
    if (state.phase !== 'question' || submitted.current.has(state.attemptId)) return;
    submitted.current.add(state.attemptId);
    dispatch({ type: 'finish', timedOut });
    if (timedOut) toast({ title: TIME_UP_TITLE, description: TIME_UP_DESCRIPTION });
    sendForGrading(state.attemptId);
  };

  const sendAnswer = () => {
    if (state.phase !== 'question') return;
    const question = state.questions[state.index];
    if (!question) return;
    const answer = answerBodyOf(questionType(question), state);
    if (!answer) return;
    dispatch({ type: 'answer-sent' });
    const { deadline } = state;
    answerQuestion.mutate(
      { attemptId: state.attemptId, questionId: question.id, ...answer },
      {
        onSuccess: (feedback) =>
          dispatch({ type: 'feedback', feedback, msLeft: deadline - Date.now() }),
        onError: (error) => {
          dispatch({ type: 'answer-failed' });
          toast({
            title: 'Could not send your answer',
            description: getErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const onTimeUp = useLatest(() => finish(true));
  useEffect(() => {
    if (secondsLeft === 0) onTimeUp.current();
  }, [secondsLeft, onTimeUp]);

  /** After an answer's feedback: the next question (its clock running again) or the results. */
  const moveOn = () => {
    if (state.phase !== 'question' || !state.feedback) return;
    if (state.index >= state.questions.length - 1) {
      finish(false);
      return;
    }
    dispatch({ type: 'next', now: Date.now() });
    resumeAttempt.mutate(state.attemptId, {
      // The server's clock decides: its time left, from now on this device's clock.
      onSuccess: (clock) => {
        const msLeft = Date.parse(clock.expiresAt) - Date.parse(clock.serverTime);
        if (Number.isFinite(msLeft)) dispatch({ type: 'clock', deadline: Date.now() + msLeft });
      },
    });
  };
  const afterFeedback = useLatest(moveOn);
  // A right answer moves on by itself; a wrong one's explanation stays until Next is pressed.
  const isRightFeedback = state.phase === 'question' && state.feedback?.isCorrect === true;
  useEffect(() => {
    if (!isRightFeedback) return;
    const id = setTimeout(() => afterFeedback.current(), FEEDBACK_DISPLAY_MS);
    return () => clearTimeout(id);
  }, [isRightFeedback, afterFeedback]);

  const retake = () => {
    answerQuestion.reset();
    submitQuiz.reset();
    start();
  };

  switch (state.phase) {
    case 'intro':
    case 'starting':
      return (
        <QuizIntro
          quiz={quiz}
          isGuest={isGuest}
          isStarting={state.phase === 'starting'}
          onStart={start}
        />
      );
    case 'question': {
      const question = state.questions[state.index];
      if (!question) return null;
      return (
        <QuizQuestion
          key={question.id}
          question={question}
          index={state.index}
          total={state.questions.length}
          secondsLeft={secondsLeft ?? limit}
          draft={state}
          feedback={state.feedback}
          isSending={state.isSending}
          onSelect={(answerIndex) => dispatch({ type: 'select', answerIndex })}
          onToggle={(answerIndex) => dispatch({ type: 'toggle', answerIndex })}
          onType={(value) => dispatch({ type: 'type', value })}
          onNext={sendAnswer}
          onContinue={moveOn}
        />
      );
    }
    case 'submitting':
      return (
        <div className="flex flex-col items-center gap-3 py-16 text-slate-600">
          <Spinner label="Submitting your answers" />
          <p>{state.timedOut ? `${TIME_UP_TITLE} ${TIME_UP_DESCRIPTION}` : 'Grading your quiz…'}</p>
        </div>
      );
    case 'submit-failed':
      return (
        <StateCard
          icon={CircleAlert}
          tone="danger"
          role="alert"
          title="Could not submit the quiz"
          message="Your answers are kept. Try sending them again."
          actions={
            <Button
              onClick={() => {
                dispatch({ type: 'submit-retry' });
                sendForGrading(state.attemptId);
              }}
            >
              Try again
            </Button>
          }
        />
      );
    case 'results':
      return (
        <QuizResults
          result={state.result}
          questions={state.questions}
          passPercentage={getPassPercentage(quiz)}
          timedOut={state.timedOut}
          isGuest={isGuest}
          isRetaking={startAttempt.isPending}
          onRetake={retake}
        />
      );
  }
}
