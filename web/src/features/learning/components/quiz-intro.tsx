import type { Quiz } from '@fc/contracts/learning';
import { CircleHelp, Play, Target, Timer, UserRound } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  formatCountdown,
  getPassPercentage,
  getTimeLimitSeconds,
} from '@/features/learning/utils/quiz';

export interface QuizIntroProps {
  quiz: Quiz;
  isGuest: boolean;
  isStarting: boolean;
  onStart: () => void;
}

/** The start screen: what the quiz is and the rules, then 'Start Quiz'. */
export function QuizIntro({ quiz, isGuest, isStarting, onStart }: QuizIntroProps) {
  const count = quiz.questions.length;
  const facts = [
    { icon: CircleHelp, label: 'Questions', value: String(count) },
    { icon: Timer, label: 'Time limit', value: formatCountdown(getTimeLimitSeconds(quiz)) },
    { icon: Target, label: 'Pass mark', value: `${getPassPercentage(quiz)}%` },
  ];
  return (
    <Card className="mx-auto max-w-2xl p-5 sm:p-8">
      <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">Ready to test yourself?</h2>
      <p className="mt-2 text-slate-600">
        Answer one question at a time before the clock runs out. After each answer you will see
        whether it was right and why.
      </p>
      <dl className="mt-6 grid grid-cols-3 gap-2 text-center sm:gap-4">
        {facts.map(({ icon: Icon, label, value }) => (
          <div
            key={label}
            className="flex flex-col rounded-xl bg-slate-50 px-2 py-4 ring-1 ring-slate-200"
          >
            <dt className="order-last text-xs text-slate-600 sm:text-sm">{label}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">
              <Icon aria-hidden="true" className="mx-auto mb-1 size-5 text-primary-600" />
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-6 space-y-1.5 text-sm text-slate-600">
        <li>• Pick an option, then press Next: each answer is final.</li>
        <li>• When time runs out, your answers so far are submitted automatically.</li>
        <li>• Points are paid only when you beat your best score.</li>
      </ul>
      {isGuest ? (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-orange-50 p-3 text-sm text-orange-900 ring-1 ring-orange-200">
          <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          You are in guest mode: you can take the quiz, but your result will not be saved.
        </p>
      ) : null}
      <Button size="lg" className="mt-6 w-full sm:w-auto" onClick={onStart} disabled={isStarting}>
        <Play aria-hidden="true" />
        {isStarting ? 'Starting…' : 'Start Quiz'}
      </Button>
    </Card>
  );
}
