import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  alex,
  daysAgo,
  teacherRoutes,
  teacherUser,
} from '@/features/teacher/testing/teacher-fixtures';
import { captureDownloads } from '@/features/teacher/testing/capture-downloads';
import { buildLessonSummary } from '@/testing/learning-fixtures';
import type { MockRoutes } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/test-utils';

const detail = {
  student: alex,
  timeline: [
    {
      at: daysAgo(4),
      kind: 'lesson',
      text: 'Completed a lesson',
      moduleId: 1,
      lessonId: 102,
      points: 25,
    },
    {
      at: daysAgo(3),
      kind: 'quiz',
      text: 'Passed the quiz: 7/10 (70%)',
      moduleId: 2,
      lessonId: null,
      points: 50,
    },
    {
      at: daysAgo(1),
      kind: 'trade',
      text: 'Bought 5 AAPL at $190.00',
      moduleId: null,
      lessonId: null,
      points: null,
    },
  ],
};

function renderStudent(routes: MockRoutes = {}) {
  return renderApp('/admin/students/7', {
    session: teacherUser,
    routes: teacherRoutes({
      'GET /api/teacher/students/7': { body: detail },
      'GET /api/modules/1/lessons': {
        body: [
          buildLessonSummary({ id: 101, moduleId: 1, position: 1, title: 'What a Budget Is' }),
          buildLessonSummary({ id: 102, moduleId: 1, position: 2, title: 'Needs and Wants' }),
        ],
      },
      ...routes,
    }),
  });
}

describe('student page', () => {
  it('shows the figures, each module, and the timeline newest first with its points', async () => {
    renderStudent();

    expect(await screen.findByRole('heading', { name: 'Alex Morgan', level: 1 })).toBeVisible();
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Lessons completed')).toBe('5');
    expect(figure('Quiz best (average)')).toBe('80%');
    expect(await screen.findByText('Cards due', { selector: 'dt' })).toBeVisible();
    expect(figure('Portfolio return')).toBe('+12.34%6 trades');

    const modules = screen.getByRole('table', { name: 'Progress per module' });
    const rows = within(modules)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Budgeting BasicsQuiz passed3 of 390%18 of 10',
      'Stock Market BasicsQuiz passed2 of 270%2 (1 failed)4 of 8',
    ]);

    const timeline = screen.getByRole('list', { name: "Alex Morgan's timeline" });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('TradeBought 5 AAPL at $190.00yesterday');
    expect(entries[1]).toHaveTextContent(
      'QuizPassed the quiz: 7/10 (70%)Stock Market Basics3 days ago+50 pts',
    );
    // The lesson by its title in the catalogue, not by its id.
    await within(timeline).findByText('“Needs and Wants” in Budgeting Basics');
    expect(entries[2]).toHaveTextContent(
      'LessonCompleted a lesson“Needs and Wants” in Budgeting Basics4 days ago+25 pts',
    );
  });

  it('exports the student as student-<username>-<date>.csv', async () => {
    const downloads = captureDownloads();
    const { user } = renderStudent();

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    const [file] = await downloads.files();
    expect(file?.name).toMatch(/^student-alexm-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file?.text).toContain('"Budgeting Basics","3","90","1","8","10"');
    expect(file?.text).toContain('"trade","Bought 5 AAPL at $190.00","",""');
  });

  it('when the student does not exist, then it says so with a way back', async () => {
    renderStudent({
      'GET /api/teacher/students/7': {
        status: 404,
        body: { code: 'not_found', message: 'No such student' },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Student not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to class' })).toHaveAttribute('href', '/admin');
  });
});
