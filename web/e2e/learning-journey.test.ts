import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Page } from 'playwright-core';
import {
  completeLessonOnceRead,
  escapeRegExp,
  openToasts,
  screenshot,
  setUpJourney,
} from './support.ts';

const contentDir = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'services',
  'learning',
  'content',
  'modules',
);
const quizOf = (folder: string) =>
  parseYaml(readFileSync(path.join(contentDir, folder, 'quiz.yaml'), 'utf8')) as {
    question: string;
    options: string[];
    correctAnswer: number;
  }[];

// The stack's reading clock is a fraction of the real one (shared-stack.ts): the journey is quick.
const journey = setUpJourney();

async function expectToast(page: Page, title: string) {
  await openToasts(page).getByText(title, { exact: true }).waitFor();
}

describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
])('learning as a student on a %s', (device, viewport) => {
  it('when a student reads module 1, masters cards and passes its quiz, then the next module in the course (Inflation, module 16) unlocks', async () => {
    const context = await journey.browser.newContext({ viewport, baseURL: journey.stack.baseUrl });
    const page = await context.newPage();
    const registered = await page.request.post('/api/auth/register', {
      data: {
        username: `learner_${device}`,
        email: `learner_${device}@example.org`,
        password: 'Secret-pass-123',
        firstName: 'Lea',
        lastName: 'Rner',
      },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/lessons');
    await page.getByRole('heading', { name: 'Personal Finance' }).waitFor();
    // The course's second module (content/course.yaml) is the one module 1 unlocks.
    const moduleTwo = page.getByRole('group', { name: 'Inflation, the Fed, and the Economy' });
    await moduleTwo.getByText('Locked').waitFor();
    // The locked card lists what is left of module 1: its lessons and its quiz (which may be taken).
    const checklist = moduleTwo.getByRole('list', { name: 'To unlock, finish Budgeting Basics:' });
    await checklist.getByText('Lessons 0/5').waitFor();
    await checklist.getByText('Quiz not passed').waitFor();
    await checklist.getByRole('link', { name: 'Take quiz' }).waitFor();
    await screenshot(page, `${device}-10-modules-locked`);

    // Read and complete every lesson of module 1, in order.
    await page.getByRole('link', { name: 'Budgeting Basics' }).click();
    await page.getByRole('heading', { name: 'Budgeting Basics' }).waitFor();
    const lessons = (await (await page.request.get('/api/modules/1/lessons')).json()) as {
      title: string;
    }[];
    for (const [index, lesson] of lessons.entries()) {
      await page.getByRole('button', { name: new RegExp(escapeRegExp(lesson.title)) }).click();
      const reader = page.getByRole('dialog');
      await reader.getByRole('heading', { name: lesson.title }).waitFor();
      await reader.getByText('Key Takeaways').waitFor();
      if (index === 0) await screenshot(page, `${device}-11-lesson-reader`);
      // Complete Lesson is enabled, and accepted, once the server's reading clock has run (the
      // stack's clock is too short to watch the countdown: the reader's tests do).
      await completeLessonOnceRead(page, reader);
      await reader.waitFor({ state: 'detached' });
    }
    await page.getByText(`${lessons.length}/${lessons.length}`).first().waitFor();

    // Flashcards: flip one, master it, see the stats move.
    await page.getByRole('link', { name: 'Flashcards' }).click();
    const card = page.getByRole('button', { name: /Question/, pressed: false });
    await card.click();
    await page.getByRole('button', { name: /Answer/, pressed: true }).waitFor();
    await screenshot(page, `${device}-12-flashcard-answer`);
    // The count below is read from the server: wait for the mastery call to be answered first.
    const masteryCall = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/mastery'),
    );
    await page.getByRole('button', { name: 'Got It!' }).click();
    expect((await masteryCall).ok()).toBe(true);
    await page.getByText('Still learning').waitFor();
    const mastery = await (await page.request.get('/api/lessons/1/flashcards')).json();
    expect(mastery.filter((entry: { isMastered: boolean }) => entry.isMastered)).toHaveLength(1);

    // The quiz: answer every question right.
    await page.goto('/quiz/1');
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    const questions = quizOf('01-budgeting-basics');
    for (const [index, question] of questions.entries()) {
      await page.getByText(question.question, { exact: true }).waitFor();
      const next = page.getByRole('button', {
        name: index === questions.length - 1 ? 'Finish Quiz' : 'Next Question',
      });
      expect(await next.isDisabled()).toBe(true);
      await page
        .getByRole('radio', { name: question.options[question.correctAnswer] ?? '', exact: true })
        .check({ force: true });
      await next.click();
      await page.getByText('Correct!', { exact: false }).first().waitFor();
      if (index === 0) await screenshot(page, `${device}-13-quiz-feedback`);
    }
    await page.getByText('Excellent!').waitFor();
    await page.getByRole('button', { name: 'Retake Quiz' }).waitFor();
    await screenshot(page, `${device}-14-quiz-results`);

    // The next module in the course is open now.
    await page.getByRole('link', { name: 'Back to Module' }).first().click();
    await page.getByRole('heading', { name: 'Budgeting Basics' }).waitFor();
    await page.goto('/lessons');
    await page.getByRole('link', { name: 'Inflation, the Fed, and the Economy' }).waitFor();
    await screenshot(page, `${device}-15-module-2-unlocked`);
    const me = await (
      await page.request.get('/api/users/' + (await registered.json()).id + '/module-access')
    ).json();
    expect(me['16']).toMatchObject({
      canAccess: true,
      reason: 'quiz_passed',
      previousModule: { moduleId: 1, lessonsCompleted: 5, quizPassed: true },
    });
    await context.close();
  });
});

describe('learning as a guest', () => {
  it('when a guest browses, then every module is open, lessons read, and completing asks to sign in', async () => {
    const context = await journey.browser.newContext({ baseURL: journey.stack.baseUrl });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await page.goto('/lessons');
    await page.getByRole('link', { name: 'Stock Market Basics' }).click();
    const lessons = (await (await page.request.get('/api/modules/2/lessons')).json()) as {
      title: string;
    }[];
    const chartLesson = lessons.find((lesson) => /chart/i.test(lesson.title));
    expect(chartLesson).toBeDefined();
    await page
      .getByRole('button', { name: new RegExp(escapeRegExp(chartLesson?.title ?? '')) })
      .click();
    const reader = page.getByRole('dialog');
    await reader.getByText(/video content for this lesson is coming soon/i).waitFor();
    await reader.getByRole('button', { name: /Complete Lesson/ }).click();
    await expectToast(page, 'Sign in required');
    await screenshot(page, 'guest-16-sign-in-required');
    await reader.getByRole('button', { name: 'Continue Reading' }).click();
    await reader.getByText(/video content for this lesson is coming soon/i).waitFor();

    await page.goto('/flashcards/2');
    await page.getByRole('button', { name: /Question/, pressed: false }).click();
    await page.getByRole('button', { name: 'Got It!' }).click();

    await page.goto('/quiz/2');
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    const [first] = quizOf('02-stock-market-basics');
    await page
      .getByRole('radio', { name: first?.options[first.correctAnswer] ?? '', exact: true })
      .check({ force: true });
    await page.getByRole('button', { name: 'Next Question' }).click();
    await page.getByText('Correct!', { exact: false }).first().waitFor();
    await context.close();
  });
});
