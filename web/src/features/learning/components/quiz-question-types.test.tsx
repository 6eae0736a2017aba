import type { AnswerFeedback, QuizResult } from '@fc/contracts/learning';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { advance, withQuizClock } from '@/features/learning/testing/quiz-clock';
import { buildModule, buildQuiz, buildQuizResult } from '@/testing/learning-fixtures';
import { callsTo, type MockRoutes } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';

/** Numeric entry and select-all-that-apply questions in the quiz runner, and a longer time limit. */
const alex = buildUser({ id: 7 });
const attemptId = '8c0f5a7e-1b2d-4c3e-9f10-111213141516';
const numericQuestion = {
  id: 301,
  question: 'A $10,000 portfolio loses $1,720. What is it worth now?',
  options: [],
  points: 10,
  type: 'numeric' as const,
  unit: '$' as const,
};
const multipleQuestion = {
  id: 302,
  question: 'Which of these are financing activities? Select all that apply.',
  options: ['Repaying loan principal', 'Buying a van', 'Paying dividends', 'Paying wages'],
  points: 10,
  type: 'multiple' as const,
};
const quiz = buildQuiz({
  moduleId: 1,
  timeLimitSeconds: 540,
  questions: [numericQuestion, multipleQuestion],
});

function feedbackFor(json: Record<string, unknown>): AnswerFeedback {
  if (json.questionId === numericQuestion.id) {
    const typed = String(json.answerValue);
    const value = Number(typed.replace(/[$,]/g, ''));
    return {
      questionId: numericQuestion.id,
      type: 'numeric',
      answerIndex: null,
      correctAnswer: null,
      isCorrect: value === 8280,
      explanation: '$10,000 − $1,720 = $8,280.',
      answerValue: value,
      correctValue: 8280,
      tolerance: 0,
      unit: '$',
    };
  }
  const ticked = (json.answerIndexes as number[]) ?? [];
  return {
    questionId: multipleQuestion.id,
    type: 'multiple',
    answerIndex: null,
    correctAnswer: null,
    isCorrect: ticked.join() === '0,2',
    explanation: 'Loans and dividends are cash to and from lenders and owners.',
    answerIndexes: ticked,
    correctAnswers: [0, 2],
  };
}

const result: QuizResult = buildQuizResult({
  score: 1,
  totalQuestions: 2,
  percentage: 50,
  passed: false,
  pointsEarned: 10,
  results: [
    {
      ...feedbackFor({ questionId: 301, answerValue: '8,280' }),
      question: numericQuestion.question,
    },
    {
      ...feedbackFor({ questionId: 302, answerIndexes: [0] }),
      question: multipleQuestion.question,
    },
  ],
});

function routes(): MockRoutes {
  return {
    'GET /api/modules/1': { body: buildModule({ id: 1, title: 'Cash Flow' }) },
    'GET /api/lessons/1/quiz': { body: quiz },
    'GET /api/users/7/modules/1/access': {
      body: { canAccess: true, reason: 'first_module', previousModule: null },
    },
    'POST /api/quiz/attempts': {
      status: 201,
      body: {
        attemptId,
        moduleId: 1,
        startedAt: '2026-03-01T10:00:00.000Z',
        expiresAt: '2026-03-01T10:09:00.000Z',
        timeLimitSeconds: 540,
      },
    },
    [`POST /api/quiz/attempts/${attemptId}/answers`]: ({ json }) => ({
      body: feedbackFor(json as Record<string, unknown>),
    }),
    'POST /api/quiz/submit': { body: result },
  };
}

withQuizClock();

describe('quiz question types', () => {
  it('shows the quiz time limit from the quiz and counts down from it', async () => {
    const { user } = renderApp('/quiz/1', { session: alex, routes: routes() });
    expect(await screen.findByText('Time limit')).toBeInTheDocument();
    expect(screen.getByText('Time limit').nextSibling).toHaveTextContent('9:00');
    await user.click(screen.getByRole('button', { name: /Start Quiz/ }));
    expect(await screen.findByRole('timer')).toHaveAccessibleName('Time remaining: 9 minutes');
  });

  it('asks for a number in a labelled field, sends what was typed and shows the right number', async () => {
    const { user, fetchMock } = renderApp('/quiz/1', { session: alex, routes: routes() });
    await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));
    const group = await screen.findByRole('group', { name: numericQuestion.question });
    const field = within(group).getByRole('textbox', { name: 'Your answer (in dollars)' });
    expect(field).toHaveAccessibleDescription('Enter a number, e.g. 1,234.50.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    const next = screen.getByRole('button', { name: /Next Question/ });
    expect(next).toBeDisabled();
    await user.type(field, '$8,200');
    expect(next).toBeEnabled();
    await user.click(next);

    expect(await screen.findByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The correct answer is: $8,280');
    expect(callsTo(fetchMock, 'POST', `/api/quiz/attempts/${attemptId}/answers`)[0]?.json).toEqual({
      questionId: numericQuestion.id,
      answerValue: '$8,200',
    });
    expect(field).toBeDisabled();
  });

  it('when the answer typed is not a number, then the field says so in plain words and nothing is sent until it is one', async () => {
    const { user, fetchMock } = renderApp('/quiz/1', { session: alex, routes: routes() });
    await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));
    const group = await screen.findByRole('group', { name: numericQuestion.question });
    const field = within(group).getByRole('textbox', { name: 'Your answer (in dollars)' });
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: /Next Question/ }));

    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'Enter an amount in dollars, like 1250 or 1,250.50',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Enter an amount in dollars, like 1250 or 1,250.50 Enter a number, e.g. 1,234.50.',
    );
    expect(field).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', `/api/quiz/attempts/${attemptId}/answers`)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '8,280');
    expect(within(group).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next Question/ }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/quiz/attempts/${attemptId}/answers`)[0]?.json).toEqual({
      questionId: numericQuestion.id,
      answerValue: '8,280',
    });
  });

  it('offers checkboxes for select all that apply, says it is all or nothing, and marks every right option', async () => {
    const { user, fetchMock } = renderApp('/quiz/1', { session: alex, routes: routes() });
    await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Your answer (in dollars)' }),
      '8280',
    );
    await user.click(screen.getByRole('button', { name: /Next Question/ }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    await advance(2000);

    const group = await screen.findByRole('group', { name: multipleQuestion.question });
    expect(group).toHaveAccessibleDescription(
      'Select all that apply. The question counts as right only if you tick every right option and no wrong one.',
    );
    const finish = screen.getByRole('button', { name: /Finish Quiz/ });
    expect(finish).toBeDisabled();
    await user.click(within(group).getByRole('checkbox', { name: /Repaying loan principal/ }));
    await user.click(within(group).getByRole('checkbox', { name: /Buying a van/ }));
    await user.click(within(group).getByRole('checkbox', { name: /Buying a van/ }));
    expect(within(group).getByRole('checkbox', { name: /Repaying loan principal/ })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /Buying a van/ })).not.toBeChecked();
    await user.click(finish);

    expect(await screen.findByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The correct answers are: Repaying loan principal; Paying dividends',
    );
    expect(callsTo(fetchMock, 'POST', `/api/quiz/attempts/${attemptId}/answers`)[1]?.json).toEqual({
      questionId: multipleQuestion.id,
      answerIndexes: [0],
    });
    for (const box of within(group).getAllByRole('checkbox')) expect(box).toBeDisabled();

    // A wrong answer's feedback stays until the student moves on.
    await user.click(screen.getByRole('button', { name: /See Results/ }));
    const review = await screen.findByRole('region', { name: 'Question review' });
    const items = within(review).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Your answer: $8,280');
    expect(items[1]).toHaveTextContent('Your answer: Repaying loan principal');
    expect(items[1]).toHaveTextContent('Correct answer: Repaying loan principal; Paying dividends');
  });
});
