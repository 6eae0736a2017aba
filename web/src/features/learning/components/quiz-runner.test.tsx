import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  buildLessonSummary,
  buildLockedAccess,
  buildModule,
  buildQuiz,
  buildQuizResult,
} from '@/testing/learning-fixtures';
import { advance, withQuizClock } from '@/features/learning/testing/quiz-clock';
import { callsTo, type MockAnswer, type MockRoutes } from '@/testing/mock-fetch';
import { buildUser, itemTexts, renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

const alex = buildUser({ id: 7 });
const attemptId = '8c0f5a7e-1b2d-4c3e-9f10-111213141516';
const correctAnswers: Record<number, number> = { 201: 1, 202: 1 };
const lockedAccess = buildLockedAccess();

/** The answer to POST /api/quiz/attempts: the attempt, 5 minutes from 10:00 (its own order, if given). */
function attemptStarted(extra: { questions?: unknown[] } = {}): MockAnswer {
  return {
    status: 201,
    body: {
      attemptId,
      moduleId: 1,
      startedAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-01T10:05:00.000Z',
      ...extra,
    },
  };
}

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/modules/1': { body: buildModule({ id: 1, title: 'Budgeting Basics' }) },
    'GET /api/lessons/1/quiz': { body: buildQuiz() },
    'GET /api/users/7/modules/1/access': {
      body: { canAccess: true, reason: 'first_module', previousModule: null },
    },
    'POST /api/quiz/attempts': attemptStarted(),
    [`POST /api/quiz/attempts/${attemptId}/resume`]: {
      body: {
        attemptId,
        expiresAt: '2026-03-01T10:05:00.000Z',
        serverTime: '2026-03-01T10:00:10.000Z',
      },
    },
    [`POST /api/quiz/attempts/${attemptId}/answers`]: ({ json }) => {
      const { questionId, answerIndex } = json as { questionId: number; answerIndex: number };
      const correctAnswer = correctAnswers[questionId] ?? 0;
      return {
        body: {
          questionId,
          answerIndex,
          isCorrect: answerIndex === correctAnswer,
          correctAnswer,
          explanation: `Explanation for question ${questionId}.`,
        },
      };
    },
    'POST /api/quiz/submit': { body: buildQuizResult() },
    ...overrides,
  };
}

async function startQuiz(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));
  return screen.findByRole('group', { name: 'What does a budget help you do?' });
}

async function answer(user: ReturnType<typeof renderApp>['user'], option: string) {
  await user.click(screen.getByRole('radio', { name: new RegExp(option) }));
  await user.click(screen.getByRole('button', { name: /Next Question|Finish Quiz/ }));
}

withQuizClock();

describe('quiz', () => {
  it('starts from a screen with the number of questions, the time limit and the pass mark', async () => {
    const { user, fetchMock } = renderApp('/quiz/1', { session: alex, routes: routes() });

    expect(await screen.findByRole('heading', { name: 'Budgeting Basics Quiz' })).toBeVisible();
    expect(screen.getByText('Questions').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Time limit').nextSibling).toHaveTextContent('5:00');
    expect(screen.getByText('Pass mark').nextSibling).toHaveTextContent('70%');

    await startQuiz(user);
    expect(callsTo(fetchMock, 'POST', '/api/quiz/attempts')[0]?.json).toEqual({ moduleId: 1 });
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
  });

  it('counts down from 5:00 with a spoken label', async () => {
    const { user } = renderApp('/quiz/1', { session: alex, routes: routes() });
    await startQuiz(user);

    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('5:00');
    expect(timer).toHaveAccessibleName('Time remaining: 5 minutes');

    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('4:59');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time remaining: 4 minutes 59 seconds');
  });

  it('keeps Next disabled until an option is picked', async () => {
    const { user } = renderApp('/quiz/1', { session: alex, routes: routes() });
    await startQuiz(user);

    const next = screen.getByRole('button', { name: /Next Question/ });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Plan your spending and saving/ }));
    expect(next).toBeEnabled();
  });

  it('when an answer is wrong, then its feedback stays with the clock stopped until Next, and the clock runs on from where it stopped', async () => {
    const { user, fetchMock } = renderApp('/quiz/1', { session: alex, routes: routes() });
    await startQuiz(user);
    await advance(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent('4:50');

    await answer(user, 'Spend without limits');

    const feedback = await screen.findByText('Incorrect');
    expect(feedback).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'The correct answer is: Plan your spending and saving',
    );
    expect(screen.getByText('Explanation for question 201.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/quiz/attempts/${attemptId}/answers`)[0]?.json).toEqual({
      questionId: 201,
      answerIndex: 0,
    });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByText('The clock is paused while you read.')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: /Next Question/ });
    expect(next).toHaveFocus();

    // A minute on the explanation: still there, and the clock has not moved.
    await advance(60_000);
    expect(screen.getByText('Explanation for question 201.')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('4:50');
    expect(callsTo(fetchMock, 'POST', `/api/quiz/attempts/${attemptId}/resume`)).toHaveLength(0);

    await user.click(next);
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Which is a need?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Finish Quiz/ })).toBeDisabled();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/quiz/attempts/${attemptId}/resume`)).toHaveLength(1),
    );
    await advance(5_000);
    expect(screen.getByRole('timer')).toHaveTextContent('4:45');
  });

  it('when an answer is right, then its feedback shows for 2 seconds with the clock stopped, then the next question', async () => {
    const { user, fetchMock } = renderApp('/quiz/1', { session: alex, routes: routes() });
    await startQuiz(user);
    await answer(user, 'Plan your spending and saving');
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    await advance(1500);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    await advance(600);
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/quiz/attempts/${attemptId}/resume`)).toHaveLength(1),
    );
  });

  it('when the attempt shows its own order of questions and options, then the quiz follows it and sends the positions it showed', async () => {
    const shuffled = buildQuiz().questions.map((question) => ({
      ...question,
      options: [...question.options].reverse(),
    }));
    const { user, fetchMock } = renderApp('/quiz/1', {
      session: alex,
      routes: routes({
        'POST /api/quiz/attempts': attemptStarted({ questions: [shuffled[1], shuffled[0]] }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));
    const group = await screen.findByRole('group', { name: 'Which is a need?' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'AA new game',
      'BRent',
      'CConcert tickets',
    ]);
    await user.click(within(group).getByRole('radio', { name: /A new game/ }));
    await user.click(screen.getByRole('button', { name: /Next Question/ }));
    await screen.findByText('Incorrect');
    expect(callsTo(fetchMock, 'POST', `/api/quiz/attempts/${attemptId}/answers`)[0]?.json).toEqual({
      questionId: 202,
      answerIndex: 0,
    });
  });

  it('after the last question it submits the attempt and shows the results with a review', async () => {
    const { user, fetchMock, router } = renderApp('/quiz/1', {
      session: alex,
      routes: routes({
        // The course's next module (after module 1), open now, and its first lesson.
        'GET /api/modules': {
          body: [buildModule({ id: 1 }), buildModule({ id: 16, title: 'Inflation' })],
        },
        'GET /api/users/7/modules/16/access': {
          body: { canAccess: true, reason: 'quiz_passed', previousModule: null },
        },
        'GET /api/modules/16/lessons': {
          body: [buildLessonSummary({ id: 161, moduleId: 16, title: 'What inflation is' })],
        },
      }),
    });
    await startQuiz(user);

    await answer(user, 'Plan your spending and saving');
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    await advance(2000);
    await screen.findByText('Question 2 of 2');
    await answer(user, 'Rent');
    await screen.findByText('Correct!');
    await advance(2000);

    expect(await screen.findByRole('heading', { name: 'Excellent!' })).toBeVisible();
    expect(callsTo(fetchMock, 'POST', '/api/quiz/submit')[0]?.json).toEqual({
      attemptId,
      moduleId: 1,
      userId: 7,
    });
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(screen.getByText(/\+\s*20 points earned/)).toBeInTheDocument();
    expect(
      screen.getByText(/Points are paid only for improvement over your best score/),
    ).toBeInTheDocument();
    // The moment of it: what was earned and the way on, in the page.
    const passed = screen.getByRole('region', { name: 'Quiz passed!' });
    expect(passed).toHaveTextContent('+20 points');
    const nextLesson = await within(passed).findByRole('link', { name: 'Next lesson' });
    expect(passed).toHaveTextContent('Up next: What inflation is, the first lesson of Inflation.');
    const review = screen.getByRole('region', { name: 'Question review' });
    expect(within(review).getByText('A budget is a plan for spending and saving.')).toBeVisible();
    expect(within(review).getByText('Housing is a need.')).toBeVisible();
    for (const link of screen.getAllByRole('link', { name: /Back to Module/ })) {
      expect(link).toHaveAttribute('href', '/lessons/1');
    }
    expect(screen.getByRole('link', { name: /View Achievements/ })).toHaveAttribute(
      'href',
      '/achievements',
    );
    // 'Next lesson' opens that lesson in the next module's reader.
    await user.click(nextLesson);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons/16'));
  });

  it.each([
    { percentage: 95, title: 'Excellent!' },
    { percentage: 75, title: 'Good job!' },
    { percentage: 50, title: 'Keep studying!' },
  ])('at $percentage percent the review says $title', async ({ percentage, title }) => {
    const { user } = renderApp('/quiz/1', {
      session: alex,
      routes: routes({
        'POST /api/quiz/submit': {
          body: buildQuizResult({ percentage, passed: percentage >= 70 }),
        },
      }),
    });
    await startQuiz(user);
    await answer(user, 'Plan your spending and saving');
    await advance(2000);
    await screen.findByText('Question 2 of 2');
    await answer(user, 'Rent');
    await advance(2000);

    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByText(percentage >= 70 ? 'Passed' : 'Not passed')).toBeInTheDocument();
  });

  it("when time runs out, then the answers so far are submitted and it says time's up", async () => {
    const { user, fetchMock } = renderApp('/quiz/1', {
      session: alex,
      routes: routes({
        'POST /api/quiz/submit': {
          body: buildQuizResult({ score: 0, percentage: 0, passed: false, pointsEarned: 0 }),
        },
      }),
    });
    await startQuiz(user);

    await advance(300_000);

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent("Time's up!"));
    expect(getOnlyToast()).toHaveTextContent('The quiz has been automatically submitted.');
    expect(
      await screen.findByText("Time's up! The quiz has been automatically submitted."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keep studying!' })).toBeVisible();
    expect(callsTo(fetchMock, 'POST', '/api/quiz/submit')).toHaveLength(1);
  });

  it('"Retake Quiz" starts a new attempt from the first question', async () => {
    const { user, fetchMock } = renderApp('/quiz/1', { session: alex, routes: routes() });
    await startQuiz(user);
    await advance(300_000);
    await screen.findByRole('heading', { name: 'Excellent!' });

    await user.click(screen.getByRole('button', { name: /Retake Quiz/ }));

    expect(
      await screen.findByRole('group', { name: 'What does a budget help you do?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('5:00');
    expect(callsTo(fetchMock, 'POST', '/api/quiz/attempts')).toHaveLength(2);
  });

  it('a guest can take the quiz; the results say they are not saved', async () => {
    const { user, fetchMock } = renderApp('/quiz/1', {
      session: 'guest',
      routes: routes({
        'POST /api/quiz/submit': { body: buildQuizResult({ isSaved: false, pointsEarned: 0 }) },
      }),
    });
    await startQuiz(user);
    await advance(300_000);

    expect(await screen.findByText(/your results are not saved/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/quiz/submit')[0]?.json).toEqual({
      attemptId,
      moduleId: 1,
    });
  });

  it('shows "No quiz available" when the quiz has no questions', async () => {
    renderApp('/quiz/1', {
      session: alex,
      routes: routes({ 'GET /api/lessons/1/quiz': { body: buildQuiz({ questions: [] }) } }),
    });

    expect(await screen.findByRole('heading', { name: 'No quiz available' })).toBeVisible();
  });

  it('shows "No quiz available" when there is no quiz at all', async () => {
    renderApp('/quiz/9', { session: alex });

    expect(await screen.findByRole('heading', { name: 'No quiz available' })).toBeVisible();
  });

  it('shows "Quiz data error" for a question with fewer than two options', async () => {
    const broken = buildQuiz();
    broken.questions[1] = { id: 202, question: 'Which is a need?', options: ['Rent'], points: 10 };
    renderApp('/quiz/1', {
      session: alex,
      routes: routes({ 'GET /api/lessons/1/quiz': { body: broken } }),
    });

    expect(await screen.findByRole('heading', { name: 'Quiz data error' })).toBeVisible();
    expect(
      screen.getByText("There's an issue with the quiz questions. Please try again later."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start Quiz/ })).not.toBeInTheDocument();
  });

  it("a student whose module is locked sees the quiz locked, with the previous module's checklist, and no Start button", async () => {
    const { user, router, fetchMock } = renderApp('/quiz/2', {
      session: alex,
      routes: routes({
        'GET /api/modules/2': { body: buildModule({ id: 2, title: 'Stock Market Basics' }) },
        'GET /api/lessons/2/quiz': { body: buildQuiz({ moduleId: 2 }) },
        'GET /api/users/7/modules/2/access': { body: lockedAccess },
      }),
    });

    expect(await screen.findByRole('heading', { name: 'This quiz is locked' })).toBeVisible();
    expect(screen.getByText(/Its module opens once you have completed every lesson/)).toBeVisible();
    const checklist = screen.getByRole('list', { name: 'To unlock, finish Budgeting Basics:' });
    expect(itemTexts(checklist)).toEqual(['Lessons 5/5', 'Quiz not passedTake quiz']);
    expect(screen.queryByRole('button', { name: /Start Quiz/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/quiz/attempts')).toHaveLength(0);

    await user.click(within(checklist).getByRole('link', { name: /Take quiz/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/1'));
    expect(await screen.findByRole('button', { name: /Start Quiz/ })).toBeEnabled();
  });

  it('when starting is refused as locked, then the toast says why and the page turns to the locked state', async () => {
    let locked = false;
    const { user } = renderApp('/quiz/1', {
      session: alex,
      routes: routes({
        'GET /api/users/7/modules/1/access': () => ({
          body: locked ? lockedAccess : { canAccess: true, reason: 'first_module' },
        }),
        'POST /api/quiz/attempts': () => {
          locked = true;
          return {
            status: 403,
            body: {
              code: 'MODULE_LOCKED',
              message: 'This quiz is locked: to unlock its module, pass the Budgeting Basics quiz',
            },
          };
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: /Start Quiz/ }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Could not start the quiz'));
    expect(getOnlyToast()).toHaveTextContent(
      'This quiz is locked: to unlock its module, pass the Budgeting Basics quiz',
    );
    expect(await screen.findByRole('heading', { name: 'This quiz is locked' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Start Quiz/ })).not.toBeInTheDocument();
  });
});
