import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  answerQuizRight,
  completeLessonOnceRead,
  escapeRegExp,
  openAsGuest,
  openPage,
  readModuleQuiz,
  registerStudent,
  screenshot,
  screenshotsDir,
  setUpJourney,
  waitUntilSettled,
} from './support.ts';

// The stack's reading clock is a fraction of the real one (shared-stack.ts): the journey is quick.
const journey = setUpJourney();

/**
 * Whether an element is wholly in the window as it is scrolled now, and not under anything fixed
 * there (the phone's bottom bar): what is at its top and bottom edges is the element itself.
 */
async function isOnScreen(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
    const x = box.left + box.width / 2;
    return [box.top + 2, box.bottom - 2].every((y) =>
      node.contains(document.elementFromPoint(x, y)),
    );
  });
}

/** The screenshots of this session's screens, as the window shows them (not the full page). */
async function windowShot(page: Page, name: string): Promise<void> {
  await waitUntilSettled(page);
  await page.screenshot({ path: path.join(screenshotsDir, `window-${name}.png`) });
}

describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
])('learning as a student on a %s', (device, viewport) => {
  it('when a student reads module 1, masters cards and passes its quiz, then the next module in the course (Inflation, module 16) unlocks', async () => {
    const page = await openPage(journey, viewport);
    // The page's clock runs as usual; the quiz's feedback is read for a while by moving it on.
    await page.clock.install();
    const userId = await registerStudent(page, {
      username: `learner_${device}`,
      firstName: 'Lea',
      lastName: 'Rner',
    });

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

    // The locked module's deck shows the lock and what to finish first, not cards to master.
    await page.goto('/flashcards/16');
    await page.getByRole('heading', { name: 'These flashcards are locked' }).waitFor();
    await page.getByText('Lessons 0/5').waitFor();
    await page.getByRole('link', { name: 'Go to Previous Module' }).waitFor();
    expect(await page.getByRole('button', { name: 'Got It!' }).count()).toBe(0);
    await windowShot(page, `${device}-flashcards-locked`);
    await page.goto('/lessons');

    // Read and complete every lesson of module 1, in order: each completion shows what it
    // earned and 'Next lesson' opens the next one; the last offers the quiz.
    await page.getByRole('link', { name: 'Budgeting Basics' }).click();
    await page.getByRole('heading', { name: 'Budgeting Basics' }).waitFor();
    const lessons = (await (await page.request.get('/api/modules/1/lessons')).json()) as {
      title: string;
    }[];
    const reader = page.getByRole('dialog');
    await page
      .getByRole('button', { name: new RegExp(escapeRegExp(lessons[0]?.title ?? '')) })
      .click();
    for (const [index, lesson] of lessons.entries()) {
      await reader.getByRole('heading', { name: lesson.title }).waitFor();
      await reader.getByText('Key Takeaways').waitFor();
      if (index === 0) await screenshot(page, `${device}-11-lesson-reader`);
      // Complete Lesson is enabled, and accepted, once the server's reading clock has run (the
      // stack's clock is too short to watch the countdown: the reader's tests do).
      await completeLessonOnceRead(page, reader, { stayOpen: true });
      const done = reader.getByRole('region', { name: 'Lesson complete!' });
      await done.getByText('+25 points').waitFor();
      if (index === 0) await windowShot(page, `${device}-lesson-complete`);
      if (index < lessons.length - 1) {
        await done.getByText(`Up next: ${lessons[index + 1]?.title}.`).waitFor();
        await done.getByRole('button', { name: 'Next lesson' }).click();
      } else {
        await done.getByText(/last lesson of this module: pass its quiz/).waitFor();
        await done.getByRole('link', { name: 'Take the quiz' }).waitFor();
        await windowShot(page, `${device}-lesson-complete-last`);
        await done.getByRole('button', { name: 'Back to lessons' }).click();
      }
    }
    await reader.waitFor({ state: 'detached' });
    await page.getByText(`${lessons.length}/${lessons.length}`).first().waitFor();

    // Flashcards: flip one, and "Got It!" is on screen with the answer (a phone too), master it.
    await page.getByRole('link', { name: 'Flashcards' }).click();
    const card = page.getByRole('button', { name: /Question/, pressed: false });
    await card.click();
    await page.getByRole('button', { name: /Answer/, pressed: true }).waitFor();
    const gotIt = page.getByRole('button', { name: 'Got It!' });
    expect(await isOnScreen(gotIt), '"Got It!" is on screen after the flip').toBe(true);
    await screenshot(page, `${device}-12-flashcard-answer`);
    await windowShot(page, `${device}-flashcard-answer`);
    // The count below is read from the server: wait for the mastery call to be answered first.
    const masteryCall = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/mastery'),
    );
    await gotIt.click();
    expect((await masteryCall).ok()).toBe(true);
    await page.getByText('Still learning').waitFor();
    const mastery = await (await page.request.get('/api/lessons/1/flashcards')).json();
    expect(mastery.filter((entry: { isMastered: boolean }) => entry.isMastered)).toHaveLength(1);

    // The quiz, in the attempt's own order. The first answer is wrong: its explanation stays,
    // with the clock stopped, however long it is read, until Next.
    await page.goto('/quiz/1');
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    const questions = readModuleQuiz('01-budgeting-basics');
    await page.getByText(`Question 1 of ${questions.length}`, { exact: true }).waitFor();
    const shown = ((await page.locator('form legend').textContent()) ?? '').trim();
    const first = questions.find((question) => question.question === shown);
    if (!first) throw new Error(`the quiz shows a question it does not have: ${shown}`);
    const wrong = first.options.find((_, index) => index !== first.correctAnswer) ?? '';
    await page.getByRole('radio', { name: wrong, exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Next Question' }).click();
    await page.getByText('Incorrect', { exact: true }).waitFor();
    await page.getByText('The clock is paused while you read.').waitFor();
    const timer = page.getByRole('timer');
    const shownTime = await timer.textContent();
    // A minute and a half on the explanation (the page's clock jumps forward).
    await page.clock.fastForward('01:30');
    await page.getByText('The clock is paused while you read.').waitFor();
    expect(await page.getByText(`Question 1 of ${questions.length}`, { exact: true }).count()).toBe(
      1,
    );
    expect(await timer.textContent()).toBe(shownTime);
    await screenshot(page, `${device}-13-quiz-feedback`);
    await windowShot(page, `${device}-quiz-wrong-feedback`);
    await page.getByRole('button', { name: 'Next Question' }).click();
    await answerQuizRight(page, questions, { from: 1 });
    await page.getByText('Excellent!').waitFor();
    const passed = page.getByRole('region', { name: 'Quiz passed!' });
    await passed.getByText(`+${9 * 5} points`).waitFor();
    await page.getByRole('button', { name: 'Retake Quiz' }).waitFor();
    await screenshot(page, `${device}-14-quiz-results`);
    await windowShot(page, `${device}-quiz-passed`);

    // 'Next lesson' opens the first lesson of the next module in the course.
    await passed.getByRole('link', { name: 'Next lesson' }).click();
    await page.waitForURL('**/lessons/16');
    const nextLessons = (await (await page.request.get('/api/modules/16/lessons')).json()) as {
      title: string;
    }[];
    await reader.getByRole('heading', { name: nextLessons[0]?.title ?? '' }).waitFor();
    await reader.getByRole('button', { name: /Complete Lesson/ }).waitFor();
    await page.keyboard.press('Escape');
    await reader.waitFor({ state: 'detached' });

    // The next module in the course is open now.
    await page.goto('/lessons');
    await page.getByRole('link', { name: 'Inflation, the Fed, and the Economy' }).waitFor();
    await screenshot(page, `${device}-15-module-2-unlocked`);
    const me = await (await page.request.get(`/api/users/${userId}/module-access`)).json();
    expect(me['16']).toMatchObject({
      canAccess: true,
      reason: 'quiz_passed',
      previousModule: { moduleId: 1, lessonsCompleted: 5, quizPassed: true },
    });
    await page.context().close();
  });
});

describe('learning as a guest', () => {
  it('when a guest browses, then every module is open, lessons read without a Complete Lesson that would be refused, and a typed quiz answer that is not a number is said beside its field', async () => {
    const page = await openAsGuest(journey);
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
    // Nothing offered that would be refused: the way to sign up instead of Complete Lesson.
    await reader
      .getByText('Sign in or create an account to complete lessons and earn points.')
      .waitFor();
    await reader.getByRole('button', { name: 'Sign In or Create Account' }).waitFor();
    expect(await reader.getByRole('button', { name: /Complete Lesson/ }).count()).toBe(0);
    await screenshot(page, 'guest-16-sign-in-required');
    await windowShot(page, 'guest-lesson-reader');
    await reader.getByRole('button', { name: 'Continue Reading' }).click();
    await reader.getByText(/video content for this lesson is coming soon/i).waitFor();

    await page.goto('/flashcards/2');
    await page.getByRole('button', { name: /Question/, pressed: false }).click();
    await page.getByRole('button', { name: 'Got It!' }).click();

    // Module 9's quiz has numeric questions: answered in the attempt's order until one shows.
    await page.goto('/quiz/9');
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    const total = readModuleQuiz('09-risk-return-and-compounding').length;
    for (let index = 0; index < total; index += 1) {
      await page.getByText(`Question ${index + 1} of ${total}`, { exact: true }).waitFor();
      const field = page.getByRole('textbox', { name: /Your answer/ });
      if ((await field.count()) === 1) {
        await field.fill('abc');
        await page.getByRole('button', { name: /Next Question|Finish Quiz/ }).click();
        const problem = page.getByRole('alert').filter({ hasText: /^Enter / });
        await problem.waitFor();
        expect(await problem.textContent()).toMatch(
          /^Enter (an amount in dollars, like 1250 or 1,250\.50|a number of years, like 8 or 8\.5)$/,
        );
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        await windowShot(page, 'guest-quiz-numeric-check');
        await field.fill('8');
        expect(await problem.count()).toBe(0);
        await page.getByRole('button', { name: /Next Question|Finish Quiz/ }).click();
        await page.getByText(/^(Correct!|Incorrect)$/).waitFor();
        break;
      }
      await page.getByRole('radio').first().check({ force: true });
      await page.getByRole('button', { name: /Next Question|Finish Quiz/ }).click();
      await page.getByText(/^(Correct!|Incorrect)$/).waitFor();
      // A wrong answer waits for Next; a right one moves on by itself.
      if ((await page.getByText('Incorrect', { exact: true }).count()) === 1) {
        await page.getByRole('button', { name: /Next Question/ }).click();
      }
    }
    await page.context().close();
  });
});
