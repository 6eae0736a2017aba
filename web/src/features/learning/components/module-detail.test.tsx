import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  buildLesson,
  buildLessonSummary,
  buildLockedAccess,
  buildModule,
  buildProgressRecord,
} from '@/testing/learning-fixtures';
import { callsTo, requestedPaths, type MockRoutes } from '@/testing/mock-fetch';
import { buildUser, itemTexts, renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

const alex = buildUser({ id: 7 });
const module = buildModule({ id: 2, title: 'Saving and Banking', totalLessons: 3 });
const lessons = [
  buildLessonSummary({ id: 21, moduleId: 2, position: 1, title: 'Why save?' }),
  buildLessonSummary({ id: 22, moduleId: 2, position: 2, title: 'Reading bank charts' }),
  buildLessonSummary({ id: 23, moduleId: 2, position: 3, title: 'Interest explained' }),
];

const lessonText = [
  '**Pay yourself first**',
  '',
  'Saving works best when it happens **before** you spend.',
  '',
  '• Open a savings account',
  '• Automate a transfer',
  '',
  '❌ Myth: You need a lot of money to start saving → ✅ Fact: Small amounts add up over time',
].join('\n');

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/modules/2': { body: module },
    // Sent out of order: the page shows them by position.
    'GET /api/modules/2/lessons': { body: [lessons[2], lessons[0], lessons[1]] },
    'GET /api/users/7/modules/2/access': { body: { canAccess: true, reason: 'quiz_passed' } },
    'GET /api/users/7/progress': { body: [buildProgressRecord(21, 2)] },
    'GET /api/users/7/progress/module/2': {
      body: {
        moduleId: 2,
        percentage: 33,
        completed: 1,
        totalLessons: 3,
        quizPassed: false,
        bestQuizScore: null,
      },
    },
    'GET /api/lessons/21': { body: buildLesson({ ...lessons[0], content: lessonText }) },
    'GET /api/lessons/22': { body: buildLesson({ ...lessons[1], content: 'Charts show trends.' }) },
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('module detail', () => {
  it('shows the header and lists the lessons in order, open only after the one before is done', async () => {
    renderApp('/lessons/2', { session: alex, routes: routes() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saving and Banking' }),
    ).toBeVisible();
    expect(screen.getByText('Personal Finance')).toBeInTheDocument();
    expect(await screen.findByText('1 of 3 lessons completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Flashcards' })).toHaveAttribute(
      'href',
      '/flashcards/2',
    );
    expect(screen.getByRole('link', { name: 'Take Quiz' })).toHaveAttribute('href', '/quiz/2');

    const items = within(screen.getByRole('list', { name: 'Lessons' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toContain('Why save?');
    expect(items[1]).toContain('Reading bank charts');
    expect(items[2]).toContain('Interest explained');

    expect(screen.getByRole('button', { name: /Why save\?.*Completed/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reading bank charts/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Interest explained/ })).not.toBeInTheDocument();
    expect(items[2]).toContain('Locked');
  });

  it('renders the lesson text: headings, bullets, bold and myth-versus-fact pairs', async () => {
    const { user } = renderApp('/lessons/2', { session: alex, routes: routes() });

    await user.click(await screen.findByRole('button', { name: /Why save\?/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Why save?' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Pay yourself first' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('before').tagName).toBe('STRONG');
    const bullets = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(bullets).toEqual(['Open a savings account', 'Automate a transfer']);
    const pair = within(dialog).getByRole('group', { name: 'Myth versus fact' });
    expect(pair).toHaveTextContent('MythYou need a lot of money to start saving');
    expect(pair).toHaveTextContent('FactSmall amounts add up over time');
    expect(within(dialog).queryByText(/video content/i)).not.toBeInTheDocument();
  });

  it('shows the check for understanding after the text and gives instant feedback without asking the server', async () => {
    const { user, fetchMock } = renderApp('/lessons/2', {
      session: alex,
      routes: routes({
        'GET /api/lessons/21': {
          body: buildLesson({
            ...lessons[0],
            content: lessonText,
            checks: [
              {
                question: 'When does paying yourself first move the money?',
                options: ['After the month’s spending', 'Before you spend anything'],
                correctIndex: 1,
                explanation: 'The transfer happens on payday, before spending starts.',
              },
            ],
          }),
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: /Why save\?/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Why save?' });
    const check = await within(dialog).findByRole('group', {
      name: 'When does paying yourself first move the money?',
    });
    expect(within(dialog).getByRole('heading', { name: 'Check your understanding' })).toBeVisible();
    const feedback = within(check.parentElement ?? dialog).getByRole('status');
    const callsBefore = fetchMock.mock.calls.length;

    await user.click(within(check).getByRole('radio', { name: 'After the month’s spending' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(feedback).toHaveTextContent(
      'Not quite. The right answer: Before you spend anything The transfer happens on payday, before spending starts.',
    );

    await user.click(within(check).getByRole('radio', { name: 'Before you spend anything' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(feedback).toHaveTextContent('Correct! The transfer happens on payday');
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
  });

  it('when the page is opened with ?lesson= (a quiz\'s "Next lesson"), then that lesson opens in the reader if it is open', async () => {
    const { router } = renderApp('/lessons/2?lesson=22', { session: alex, routes: routes() });
    expect(await screen.findByRole('dialog', { name: 'Reading bank charts' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('when ?lesson= names a lesson still locked, then the reader stays closed', async () => {
    renderApp('/lessons/2?lesson=23', { session: alex, routes: routes() });
    expect(await screen.findByText('1 of 3 lessons completed')).toBeInTheDocument();
    expect(await screen.findByText('Interest explained')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('notes that video is coming for a lesson about charts', async () => {
    const { user } = renderApp('/lessons/2', { session: alex, routes: routes() });

    await user.click(await screen.findByRole('button', { name: /Reading bank charts/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Reading bank charts' });
    expect(within(dialog).getByText(/Video content for this lesson is coming soon/)).toBeVisible();
  });

  it('"Continue Reading" keeps the reader open, back on the text, without completing the lesson', async () => {
    const { user, fetchMock } = renderApp('/lessons/2', { session: alex, routes: routes() });

    await user.click(await screen.findByRole('button', { name: /Reading bank charts/ }));
    const text = await screen.findByText('Charts show trends.');
    await user.click(screen.getByRole('button', { name: 'Continue Reading' }));

    const dialog = screen.getByRole('dialog', { name: 'Reading bank charts' });
    expect(dialog).toBeVisible();
    expect(document.activeElement).toContainElement(text);
    expect(callsTo(fetchMock, 'POST', '/api/lessons/22/complete')).toHaveLength(0);
  });

  it("counts down to when the server's reading clock allows completing, then enables Complete Lesson", async () => {
    // The device's clock is a day off the server's: the countdown follows the server's.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-02-28T08:00:00Z') });
    const { user, fetchMock } = renderApp('/lessons/2', {
      session: alex,
      routes: routes({
        'GET /api/lessons/22': {
          body: buildLesson({
            ...lessons[1],
            content: 'Charts show trends.',
            minReadingSeconds: 60,
            // Opened 18 seconds ago, before a reload: 42 seconds are left.
            serverTime: '2026-03-01T10:00:18.000Z',
            completableAt: '2026-03-01T10:01:00.000Z',
          }),
        },
        'POST /api/lessons/22/complete': {
          body: { pointsEarned: 25, alreadyCompleted: false, moduleCompleted: false },
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: /Reading bank charts/ }));
    await screen.findByText('Charts show trends.');
    const dialog = screen.getByRole('dialog');
    const complete = within(dialog).getByRole('button', { name: /Complete Lesson/ });
    await waitFor(() =>
      expect(within(dialog).getByText(/You can complete this lesson in/)).toHaveTextContent(
        'You can complete this lesson in 0:42',
      ),
    );
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription('You can complete this lesson in 0:42');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(within(dialog).getByText(/You can complete this lesson in/)).toHaveTextContent('0:12');
    expect(complete).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(12_000);
    });
    expect(complete).toBeEnabled();
    expect(within(dialog).queryByText(/You can complete this lesson in/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'You can complete this lesson now.',
    );
    await user.click(complete);
    expect(await screen.findByRole('heading', { name: 'Lesson complete!' })).toBeVisible();
    expect(callsTo(fetchMock, 'POST', '/api/lessons/22/complete')).toHaveLength(1);
  });

  it('when a lesson is completed, then the reader shows what it earned and opens the next lesson on "Next lesson", and progress and points are fetched again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    const { user, fetchMock } = renderApp('/lessons/2', {
      session: alex,
      routes: routes({
        'POST /api/lessons/22/complete': {
          body: { pointsEarned: 25, alreadyCompleted: false, moduleCompleted: false },
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: /Reading bank charts/ }));
    await screen.findByText('Charts show trends.');
    const progressCalls = callsTo(fetchMock, 'GET', '/api/users/7/progress').length;
    const meCalls = callsTo(fetchMock, 'GET', '/api/auth/me').length;
    vi.setSystemTime(new Date('2026-03-01T10:01:05Z'));
    await user.click(screen.getByRole('button', { name: 'Complete Lesson +25' }));

    const dialog = screen.getByRole('dialog');
    const panel = await within(dialog).findByRole('region', { name: 'Lesson complete!' });
    expect(panel).toHaveTextContent('+25 points');
    expect(panel).toHaveTextContent(
      'You finished Reading bank charts. Up next: Interest explained.',
    );
    expect(within(panel).getByRole('heading', { name: 'Lesson complete!' })).toHaveFocus();
    expect(screen.queryByRole('status', { name: /Lesson completed/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/lessons/22/complete')[0]?.json).toEqual({
      readingTimeSeconds: 65,
    });
    await user.click(within(panel).getByRole('button', { name: 'Next lesson' }));
    expect(await screen.findByRole('dialog', { name: 'Interest explained' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Complete Lesson/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/users/7/progress').length).toBeGreaterThan(
        progressCalls,
      ),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/auth/me').length).toBeGreaterThan(meCalls),
    );
  });

  it('when the server finds the lesson read too briefly, then the toast says how long was read of the time needed, and the clock is asked again', async () => {
    const { user, fetchMock } = renderApp('/lessons/2', {
      session: alex,
      routes: routes({
        'POST /api/lessons/22/complete': {
          status: 409,
          body: {
            code: 'READING_TOO_SHORT',
            message: 'Keep reading: you have read for 12 seconds of the 45 needed.',
          },
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: /Reading bank charts/ }));
    await screen.findByText('Charts show trends.');
    const lessonCalls = callsTo(fetchMock, 'GET', '/api/lessons/22').length;
    await user.click(screen.getByRole('button', { name: 'Complete Lesson +25' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Cannot complete lesson yet'));
    expect(getOnlyToast()).toHaveTextContent(
      'Keep reading: you have read for 12 seconds of the 45 needed.',
    );
    expect(getOnlyToast()).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/lessons/22').length).toBeGreaterThan(lessonCalls),
    );
  });

  it('when the lesson is locked on the server, then the toast shows its message', async () => {
    const { user } = renderApp('/lessons/2', {
      session: alex,
      routes: routes({
        'POST /api/lessons/22/complete': {
          status: 403,
          body: { code: 'lesson_locked', message: 'Complete the previous lesson first' },
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: /Reading bank charts/ }));
    await screen.findByText('Charts show trends.');
    await user.click(screen.getByRole('button', { name: 'Complete Lesson +25' }));

    await waitFor(() =>
      expect(getOnlyToast()).toHaveTextContent('Complete the previous lesson first'),
    );
    expect(getOnlyToast()).toHaveTextContent('Cannot complete lesson yet');
  });

  it('when a guest reads a lesson, then no Complete Lesson is offered (it would be refused), but the way to sign up is', async () => {
    const { user, fetchMock } = renderApp('/lessons/2', {
      session: 'guest',
      routes: routes({ 'GET /api/lessons/23': { body: buildLesson({ ...lessons[2] }) } }),
    });

    await user.click(await screen.findByRole('button', { name: /Interest explained/ }));
    await screen.findByText('A budget is a plan for your money.');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /Complete Lesson/ })).toBeNull();
    expect(dialog).toHaveTextContent(
      'Sign in or create an account to complete lessons and earn points.',
    );
    expect(within(dialog).getByRole('button', { name: 'Sign In or Create Account' })).toBeVisible();
    expect(callsTo(fetchMock, 'POST', '/api/lessons/23/complete')).toHaveLength(0);
    const urls = requestedPaths(fetchMock);
    expect(urls.filter((url) => url.includes('/api/users/'))).toEqual([]);
  });

  it("a signed-in user whose module is locked sees, instead of the lessons, the previous module's checklist with its quiz to take", async () => {
    const { user, router } = renderApp('/lessons/2', {
      session: alex,
      routes: routes({
        'GET /api/users/7/modules/2/access': { body: buildLockedAccess() },
      }),
    });

    expect(await screen.findByRole('heading', { name: 'This module is locked' })).toBeVisible();
    expect(
      screen.getByText(/every lesson of the previous module and passed its quiz/),
    ).toBeVisible();
    const checklist = screen.getByRole('list', { name: 'To unlock, finish Budgeting Basics:' });
    expect(itemTexts(checklist)).toEqual(['Lessons 5/5', 'Quiz not passedTake quiz']);
    expect(screen.queryByRole('button', { name: /Why save\?/ })).not.toBeInTheDocument();

    await user.click(within(checklist).getByRole('link', { name: /Take quiz/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/1'));
  });

  it('when the access answer does not say where the student stands, then the notice states the whole rule and leads back to the modules (which module comes before is the course order, not id − 1)', async () => {
    const { user, router } = renderApp('/lessons/2', {
      session: alex,
      routes: routes({
        'GET /api/users/7/modules/2/access': { body: { canAccess: false, reason: 'locked' } },
      }),
    });

    expect(await screen.findByRole('heading', { name: 'This module is locked' })).toBeVisible();
    expect(
      screen.getByText(
        'Complete all lessons of the previous module and pass its quiz to unlock it.',
      ),
    ).toBeInTheDocument();

    expect(screen.queryByRole('link', { name: 'Go to Previous Module' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Modules' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons'));
  });

  it('an unknown module shows "Module not found" with a way back to the list', async () => {
    const { user, router } = renderApp('/lessons/99', {
      session: alex,
      routes: {
        'GET /api/modules/99': {
          status: 404,
          body: { code: 'not_found', message: 'Module not found' },
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Module not found' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to Modules' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons'));
  });
});
