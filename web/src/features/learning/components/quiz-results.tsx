import type { QuizQuestion, QuizResult } from '@fc/contracts/learning';
import {
  ArrowLeft,
  ArrowRight,
  Award,
  CircleCheck,
  CircleX,
  Lightbulb,
  RotateCcw,
  Star,
  TimerOff,
} from 'lucide-react';
import { Link } from 'react-router-dom';

import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useNextModuleLesson } from '@/features/learning/api/use-next-module-lesson';
import { CompletionPanel } from '@/features/learning/components/completion-panel';
import { lessonLink } from '@/features/learning/utils/lesson-link';
import {
  getPerformanceReview,
  TIME_UP_DESCRIPTION,
  TIME_UP_TITLE,
} from '@/features/learning/utils/quiz';
import { correctAnswerText, givenAnswerText } from '@/features/learning/utils/quiz-answers';
import { cn } from '@/lib/cn';

export interface QuizResultsProps {
  result: QuizResult;
  questions: readonly QuizQuestion[];
  passPercentage: number;
  timedOut: boolean;
  isGuest: boolean;
  isRetaking: boolean;
  onRetake: () => void;
}

const bandClasses = {
  excellent: 'bg-success-soft text-green-800',
  good: 'bg-primary-50 text-primary-800',
  study: 'bg-warning-soft text-amber-900',
} as const;

/** The graded quiz: score, pass or fail, review of every question, and where to go next. */
export function QuizResults({
  result,
  questions,
  passPercentage,
  timedOut,
  isGuest,
  isRetaking,
  onRetake,
}: QuizResultsProps) {
  const review = getPerformanceReview(result.percentage);
  const optionsById = new Map(questions.map((question) => [question.id, question.options]));
  const isSaved = result.isSaved && !isGuest;
  const next = useNextModuleLesson(result.moduleId);

  return (
    <div className="space-y-6">
      {result.passed ? (
        <CompletionPanel
          title="Quiz passed!"
          points={isSaved ? result.pointsEarned : null}
          actions={
            next ? (
              <Link
                to={lessonLink(next.module.id, next.lesson.id)}
                className={buttonVariants({ size: 'lg' })}
              >
                Next lesson
                <ArrowRight aria-hidden="true" />
              </Link>
            ) : (
              <Link to={paths.lessons} className={buttonVariants({ size: 'lg' })}>
                All modules
                <ArrowRight aria-hidden="true" />
              </Link>
            )
          }
        >
          <p>
            {result.score} of {result.totalQuestions} right.{' '}
            {next
              ? `Up next: ${next.lesson.title}, the first lesson of ${next.module.title}.`
              : 'Pick your next module from the list.'}
          </p>
        </CompletionPanel>
      ) : null}

      {timedOut ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-amber-300 bg-warning-soft p-4 text-sm font-medium text-amber-900"
        >
          <TimerOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {TIME_UP_TITLE} {TIME_UP_DESCRIPTION}
        </p>
      ) : null}

      <Card className="overflow-hidden">
        <div className={cn('px-5 py-6 text-center sm:px-8', bandClasses[review.band])}>
          <h2 className="text-2xl font-extrabold sm:text-3xl">{review.title}</h2>
          <p className="mt-1">{review.message}</p>
        </div>
        <div className="grid gap-4 p-5 sm:grid-cols-3 sm:p-8">
          <div className="text-center">
            <p className="text-sm text-slate-600">Score</p>
            <p className="text-3xl font-extrabold text-slate-900 tabular-nums">
              {result.score}/{result.totalQuestions}
            </p>
          </div>
          <div className="text-center">
            <p className="text-sm text-slate-600">Percentage</p>
            <p className="text-3xl font-extrabold text-slate-900 tabular-nums">
              {result.percentage}%
            </p>
          </div>
          <div className="flex flex-col items-center justify-center gap-1">
            <p className="text-sm text-slate-600">Result</p>
            {result.passed ? (
              <Badge variant="success" size="md" icon={CircleCheck}>
                Passed
              </Badge>
            ) : (
              <Badge variant="destructive" size="md" icon={CircleX}>
                Not passed
              </Badge>
            )}
            <p className="text-xs text-slate-500">Pass mark {passPercentage}%</p>
          </div>
        </div>
        <div className="border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-8">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <Star aria-hidden="true" className="size-5 fill-warning text-warning" />+
            {result.pointsEarned} points earned
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {isSaved
              ? `Points are paid only for improvement over your best score${
                  result.previousBestScore === null
                    ? '.'
                    : ` (your previous best: ${result.previousBestScore}/${result.totalQuestions}).`
                }`
              : 'Guest mode: your results are not saved and no points are earned. Sign in to keep your progress.'}
          </p>
        </div>
      </Card>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={onRetake} disabled={isRetaking}>
          <RotateCcw aria-hidden="true" />
          {isRetaking ? 'Starting…' : 'Retake Quiz'}
        </Button>
        <Link to={paths.module(result.moduleId)} className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" />
          Back to Module
        </Link>
        <Link to={paths.achievements} className={buttonVariants({ variant: 'outline' })}>
          <Award aria-hidden="true" />
          View Achievements
        </Link>
      </div>

      <section aria-labelledby="quiz-review">
        <h2 id="quiz-review" className="mb-3 text-xl font-bold text-slate-900">
          Question review
        </h2>
        <ol className="space-y-3">
          {result.results.map((item, index) => {
            const options = optionsById.get(item.questionId) ?? [];
            const given = givenAnswerText(item, options);
            const correct = correctAnswerText(item, options);
            return (
              <li
                key={item.questionId}
                className={cn(
                  'rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
                  item.isCorrect ? 'border-green-200' : 'border-red-200',
                )}
              >
                <div className="flex items-start gap-3">
                  {item.isCorrect ? (
                    <CircleCheck
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-green-700"
                    />
                  ) : (
                    <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
                  )}
                  <div className="min-w-0 flex-1 space-y-1.5">
                    <p className="font-semibold text-slate-900">
                      <span className="sr-only">
                        Question {index + 1}, {item.isCorrect ? 'correct' : 'incorrect'}:{' '}
                      </span>
                      {item.question}
                    </p>
                    <p className="text-sm text-slate-700">
                      Your answer:{' '}
                      <span className={item.isCorrect ? 'text-green-800' : 'text-red-800'}>
                        {given ?? 'No answer'}
                      </span>
                    </p>
                    {!item.isCorrect && correct ? (
                      <p className="text-sm text-slate-700">
                        Correct answer: <span className="text-green-800">{correct}</span>
                      </p>
                    ) : null}
                    {item.explanation ? (
                      <p className="flex gap-2 rounded-lg bg-slate-50 p-2.5 text-sm text-slate-700">
                        <Lightbulb
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-amber-600"
                        />
                        {item.explanation}
                      </p>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
