import { describe, expect, it } from 'vitest';
import {
  answerQuizRight,
  completeLessonOnceRead,
  escapeRegExp,
  openAsNewStudent,
  openPage,
  openToasts,
  readModuleQuiz,
  registerStudent,
  screenshot,
  setUpJourney,
  showAdminTab,
} from './support.ts';

// A teacher's week (docs/product.md "For teachers"), with every page kept up to date by the live
// stream. The admin's pages are never reloaded once open: what changes on them arrives over the
// stream.
const journey = setUpJourney();

const quiz = readModuleQuiz('01-budgeting-basics');

/** A date input's value for the local day `days` from today. */
function localDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('for the teacher', () => {
  it('when the admin assigns a module, then the student sees it first, completes it, an achievement toast comes over the stream within a second, and the class view shows it without a reload', async () => {
    const suffix = Date.now().toString(36).slice(-5);
    const username = `tina${suffix}`;
    const student = await openAsNewStudent(
      journey,
      { username, firstName: 'Tina', lastName: `Learner${suffix}` },
      { width: 1280, height: 900 },
    );
    // Nothing is assigned yet.
    const assigned = student.getByRole('region', { name: 'Assigned to you' });
    await student.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(await assigned.count()).toBe(0);

    // The admin assigns module 1 to this student, due tomorrow.
    const admin = await openPage(journey, { width: 1280, height: 900 });
    const login = await admin.request.post('/api/auth/login', {
      data: { username: 'admin', password: journey.stack.adminPassword },
    });
    expect(login.status()).toBe(200);
    await admin.goto('/admin');
    const panel = admin.getByRole('main');
    await panel.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await showAdminTab(admin, 'Assignments');
    const form = panel.getByRole('tabpanel', { name: 'Assignments' });
    await form.getByLabel('Module', { exact: true }).selectOption({ label: 'Budgeting Basics' });
    await form.getByLabel('Due date').fill(localDay(1));
    await form.getByLabel('Pick students').check();
    await form.getByLabel(`Tina Learner${suffix}`).check();
    await form.getByLabel('Note (optional)').fill('Read it before Friday, then take the quiz.');
    await screenshot(admin, 'teacher-60-assign');
    await form.getByRole('button', { name: 'Assign' }).click();
    await openToasts(admin).getByText('Assignment created', { exact: true }).first().waitFor();

    // The student's open dashboard shows it at the top, from the stream (no reload).
    await assigned.waitFor({ timeout: 10_000 });
    await assigned.getByText('Budgeting Basics').waitFor();
    await assigned.getByText('Due tomorrow').waitFor();
    const main = student.getByRole('main');
    const regions = await main
      .getByRole('region')
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('aria-labelledby')),
      );
    const first = await assigned.getAttribute('aria-labelledby');
    expect(regions[0], 'Assigned to you is the first section of the dashboard').toBe(first);
    await screenshot(student, 'teacher-61-student-assigned');

    // The admin keeps the class view open on this student from here on.
    await showAdminTab(admin, 'Class');
    const classPanel = panel.getByRole('tabpanel', { name: 'Class' });
    await classPanel.getByLabel('Filter by name').fill(username);
    const row = classPanel.getByRole('row').filter({ hasText: `@${username}` });
    await row.waitFor();
    const lessonsCell = row.getByRole('cell').first();
    await expect.poll(() => lessonsCell.textContent(), { timeout: 10_000 }).toBe('0');

    // The student starts: every lesson of module 1, then its quiz.
    await assigned.getByRole('link', { name: 'Start Budgeting Basics' }).click();
    await main.getByRole('heading', { name: 'Budgeting Basics' }).waitFor();
    const lessons = (await (await student.request.get('/api/modules/1/lessons')).json()) as {
      title: string;
    }[];
    // The page notes when the First Steps toast opens (Date.now() in the browser, the clock the
    // database and the test share here): Playwright's waitFor polls with a backoff of up to half a
    // second, which would be counted as the stream's delay.
    await student.evaluate(() => {
      const page = window as unknown as { firstStepsShownAt?: number };
      const observer = new MutationObserver(() => {
        const toasts = document.querySelectorAll('li[data-state="open"]');
        if (Array.from(toasts).some((toast) => toast.textContent?.includes('First Steps'))) {
          page.firstStepsShownAt = Date.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    for (const [index, lesson] of lessons.entries()) {
      await main.getByRole('button', { name: new RegExp(escapeRegExp(lesson.title)) }).click();
      const reader = student.getByRole('dialog');
      await reader.getByRole('heading', { name: lesson.title }).waitFor();
      await completeLessonOnceRead(student, reader);
      if (index === 0) {
        // The first lesson earns First Steps: its toast comes over the stream, not from a poll
        // (that runs every 10 s only while the stream is down).
        await openToasts(student).getByText('First Steps', { exact: true }).first().waitFor();
        const shownAt = await student.evaluate(
          () => (window as unknown as { firstStepsShownAt?: number }).firstStepsShownAt ?? NaN,
        );
        const earned = (await (await student.request.get('/api/user-achievements')).json()) as {
          achievementId: string;
          earnedAt: string;
        }[];
        const firstSteps = earned.find((entry) => entry.achievementId === 'first_lesson');
        expect(firstSteps).toBeDefined();
        const delay = shownAt - new Date(firstSteps!.earnedAt).getTime();
        expect(delay, `the toast showed ${delay} ms after the achievement was earned`).toBeLessThan(
          1_000,
        );
      }
      await reader.waitFor({ state: 'detached' });
    }
    // The class view follows, without a reload.
    await expect
      .poll(() => lessonsCell.textContent(), { timeout: 10_000 })
      .toBe(String(lessons.length));
    await screenshot(admin, 'teacher-62-class-live');

    await student.goto('/quiz/1');
    await student.getByRole('button', { name: 'Start Quiz' }).click();
    // Each attempt has its own order of questions and options.
    await answerQuizRight(student, quiz);
    await student.getByText('Excellent!').waitFor();

    // Quiz best 100 % in the open class view; done on the student's dashboard.
    await expect
      .poll(() => row.getByRole('cell').nth(1).textContent(), { timeout: 10_000 })
      .toBe('100%');
    await student.goto('/');
    await assigned.getByText('Done', { exact: true }).waitFor();
    await screenshot(student, 'teacher-63-student-done');

    // The assignment reads 1 of 1 done; the student's page has their timeline.
    await showAdminTab(admin, 'Assignments');
    await panel.getByText('1 of 1 done').first().waitFor();
    await screenshot(admin, 'teacher-64-assignment-done');
    await showAdminTab(admin, 'Class');
    await classPanel.getByLabel('Filter by name').fill(username);
    await classPanel.getByRole('link', { name: `Tina Learner${suffix}` }).click();
    // The timeline names the lessons and the module by their titles, never by their ids.
    const timeline = panel.getByRole('list', { name: `Tina Learner${suffix}'s timeline` });
    await timeline.waitFor();
    for (const lesson of lessons) {
      await timeline.getByText(`“${lesson.title}” in Budgeting Basics`, { exact: true }).waitFor();
    }
    const quizLine = timeline.getByRole('listitem').filter({ hasText: /^QuizPassed the quiz/ });
    await expect
      .poll(() => quizLine.textContent())
      .toMatch(/^QuizPassed the quiz: .*Budgeting Basics/);
    expect(await timeline.textContent()).not.toMatch(/lesson \d|module \d/i);
    await screenshot(admin, 'teacher-65-student-detail');
    const phone = await openPage(journey, { width: 390, height: 844 });
    await phone.request.post('/api/auth/login', {
      data: { username: 'admin', password: journey.stack.adminPassword },
    });
    await phone.goto(new URL(admin.url()).pathname);
    await phone.getByText(`“${lessons[0]?.title}” in Budgeting Basics`, { exact: true }).waitFor();
    await screenshot(phone, 'teacher-65-student-detail-phone');
  });

  it('when a teacher opens the class at 1280 pixels, then every column is in view, Stuck too; on a phone each student is a card with every figure, sortable', async () => {
    const suffix = Date.now().toString(36).slice(-5);
    const student = await openPage(journey, { width: 1280, height: 900 });
    await registerStudent(student, {
      username: `wide${suffix}`,
      firstName: 'Wanda',
      lastName: `Widewidewide${suffix}`,
    });
    // Stuck: the module 1 quiz failed twice (submitted with no answer).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const started = await student.request.post('/api/quiz/attempts', { data: { moduleId: 1 } });
      expect(started.status()).toBe(201);
      const { attemptId } = (await started.json()) as { attemptId: string };
      const submitted = await student.request.post('/api/quiz/submit', {
        data: { attemptId, moduleId: 1 },
      });
      expect(submitted.status()).toBe(200);
    }

    const admin = await openPage(journey, { width: 1280, height: 800 });
    await admin.request.post('/api/auth/login', {
      data: { username: 'admin', password: journey.stack.adminPassword },
    });
    await admin.goto('/admin');
    await showAdminTab(admin, 'Class');
    const classPanel = admin.getByRole('main').getByRole('tabpanel', { name: 'Class' });
    const table = classPanel.getByRole('region', { name: 'Class table' });
    const row = table.getByRole('row').filter({ hasText: `@wide${suffix}` });
    await row.getByText('Failed a quiz twice').waitFor();
    // As with a long class: the page scrolls, its scroll bar taking its width.
    await admin.evaluate(() => {
      document.documentElement.style.overflowY = 'scroll';
    });
    await screenshot(admin, 'teacher-67-class-1280');
    const stuck = table.getByRole('columnheader', { name: 'Stuck' });
    const box = await stuck.boundingBox();
    expect(box, 'the Stuck column is laid out').not.toBeNull();
    expect(box!.x + box!.width, 'the Stuck column ends inside the window').toBeLessThanOrEqual(
      1280,
    );
    expect(
      await table.evaluate((element) => element.scrollWidth - element.clientWidth),
      'the class table does not scroll sideways',
    ).toBeLessThanOrEqual(0);

    const phone = await openPage(journey, { width: 390, height: 844 });
    await phone.request.post('/api/auth/login', {
      data: { username: 'admin', password: journey.stack.adminPassword },
    });
    await phone.goto('/admin');
    await showAdminTab(phone, 'Class');
    const phonePanel = phone.getByRole('main').getByRole('tabpanel', { name: 'Class' });
    await phonePanel.getByLabel('Filter by name').fill(`wide${suffix}`);
    const card = phonePanel
      .getByRole('list', { name: 'Students' })
      .getByRole('listitem', { name: `Wanda Widewidewide${suffix}` });
    await card.waitFor();
    for (const label of ['Lessons', 'Quiz best', 'Points', 'Last active', 'Return']) {
      await card.getByText(label, { exact: true }).waitFor();
    }
    await phonePanel.getByLabel('Sort by').selectOption({ label: 'Points, highest first' });
    await phonePanel.getByLabel('Filter by name').fill('');
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth),
      'the page does not scroll sideways on a phone',
    ).toBeLessThanOrEqual(390);
    await screenshot(phone, 'teacher-68-class-phone');
  });

  it('when a teacher posts an announcement, then an open dashboard shows it at once, sanitised, until the student dismisses it', async () => {
    const suffix = Date.now().toString(36).slice(-5);
    const student = await openAsNewStudent(
      journey,
      {
        username: `ann${suffix}`,
        firstName: 'Ann',
        lastName: `Reader${suffix}`,
      },
      { width: 390, height: 844 },
    );

    const admin = await openPage(journey, { width: 1280, height: 900 });
    await admin.request.post('/api/auth/login', {
      data: { username: 'admin', password: journey.stack.adminPassword },
    });
    await admin.goto('/admin');
    await showAdminTab(admin, 'Announcements');
    const tab = admin.getByRole('main').getByRole('tabpanel', { name: 'Announcements' });
    const text = `Club meets **Friday** ${suffix} <img src=x onerror="alert(1)">`;
    await tab.getByRole('textbox').fill(text);
    await tab.getByRole('button', { name: 'Post' }).click();

    const card = student.getByRole('article', { name: /Announcement from/ }).filter({
      hasText: suffix,
    });
    await card.waitFor({ timeout: 10_000 });
    expect(await card.locator('strong').first().textContent()).toBe('Friday');
    expect(await card.locator('img').count()).toBe(0);
    await screenshot(student, 'teacher-66-announcement-phone');
    await card.getByRole('button', { name: 'Dismiss announcement' }).click();
    await card.waitFor({ state: 'detached' });
    await student.reload();
    await student.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(await card.count()).toBe(0);
  });
});
