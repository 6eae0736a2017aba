import { describe, expect, it } from 'vitest';
import {
  openPage,
  readModuleQuiz,
  registerStudent,
  screenshot,
  setUpJourney,
  skipTutorial,
  waitUntilSettled,
} from './support.ts';

const moduleOneQuiz = readModuleQuiz('01-budgeting-basics');

const journey = setUpJourney();

describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
])('spaced review on a %s', (device, viewport) => {
  it('when a student has studied two flashcards and missed a quiz question, then the question is due now and is reviewed with the keyboard alone', async () => {
    const page = await openPage(journey, viewport);
    await registerStudent(page, {
      username: `reviewer_${device}`,
      firstName: 'Rev',
      lastName: 'Iewer',
    });

    // "Got It!" on two flashcards of module 1: review cards, first due a day later.
    const deck = (await (await page.request.get('/api/lessons/1/flashcards')).json()) as {
      id: number;
    }[];
    for (const card of deck.slice(0, 2)) {
      const mastered = await page.request.post(`/api/lessons/1/flashcards/${card.id}/mastery`);
      expect(mastered.status(), await mastered.text()).toBe(200);
    }

    // A single-choice question of module 1's quiz answered wrong: a review card due now.
    const quiz = (await (await page.request.get('/api/lessons/1/quiz')).json()) as {
      questions: { id: number; question: string; type?: string }[];
    };
    const [question, right] =
      quiz.questions
        .filter((entry) => (entry.type ?? 'single') === 'single')
        .map(
          (entry) =>
            [entry, moduleOneQuiz.find((known) => known.question === entry.question)] as const,
        )
        .find(([, known]) => known?.options !== undefined && known.correctAnswer !== undefined) ??
      [];
    if (!question || !right?.options || right.correctAnswer === undefined) {
      throw new Error('module 1 has no single-choice question to answer wrong');
    }
    const attempt = await page.request.post('/api/quiz/attempts', { data: { moduleId: 1 } });
    expect(attempt.status(), await attempt.text()).toBe(201);
    const { attemptId, questions } = (await attempt.json()) as {
      attemptId: string;
      questions: { id: number; options: string[] }[];
    };
    // The attempt shows the options in its own order: a wrong one is picked by its text.
    const shownOptions = questions.find((entry) => entry.id === question.id)?.options ?? [];
    const rightText = right.options[right.correctAnswer];
    const wrongIndex = shownOptions.findIndex((option) => option !== rightText);
    const answered = await page.request.post(`/api/quiz/attempts/${attemptId}/answers`, {
      data: { questionId: question.id, answerIndex: wrongIndex },
    });
    expect(answered.ok(), await answered.text()).toBe(true);
    expect(((await answered.json()) as { isCorrect: boolean }).isCorrect).toBe(false);

    // The dashboard counts it.
    await page.goto('/');
    await skipTutorial(page);
    const reviewTile = page.getByRole('region', { name: 'Review' });
    await reviewTile.getByText('1 card due', { exact: true }).waitFor();
    await reviewTile.getByRole('link', { name: 'Start review' }).waitFor();
    await waitUntilSettled(page);
    await screenshot(page, `${device}-70-review-dashboard`);

    // The Review page: the missed question, front only.
    await page.goto('/review');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Review' }).waitFor();
    await main.getByText('1 card due', { exact: true }).waitFor();
    const card = main.getByRole('region', { name: 'Quiz question, card 1 of 1' });
    await card.getByText(question.question, { exact: true }).waitFor();
    await card.getByText('Budgeting Basics', { exact: true }).waitFor();
    await main.getByText('Card 1 of 1', { exact: true }).waitFor();
    const rightOption = right.options[right.correctAnswer] ?? '';
    expect(await card.getByText(/^Answer:/).count()).toBe(0);
    await waitUntilSettled(page);
    await screenshot(page, `${device}-71-review-card`);

    // Space shows the answer (the right option, then the explanation) and the four grades.
    await page.keyboard.press('Space');
    await card.getByText(`Answer: ${rightOption}`, { exact: false }).waitFor();
    const grades = main.getByRole('group', { name: 'How well did you remember it?' });
    const buttons = await Promise.all(
      ['Again', 'Hard', 'Good', 'Easy'].map(async (name) => {
        const button = grades.getByRole('button', { name, exact: true });
        await button.waitFor();
        const box = await button.boundingBox();
        if (!box) throw new Error(`${name} is not on screen`);
        return box;
      }),
    );
    const [again, hard, good, easy] = buttons;
    if (device === 'phone') {
      // Two by two on a phone: Again beside Hard, Good beside Easy under them.
      expect(again?.y).toBe(hard?.y);
      expect(good?.y).toBe(easy?.y);
      expect(good?.y ?? 0).toBeGreaterThan(again?.y ?? 0);
      expect(again?.x).toBe(good?.x);
      for (const box of buttons) expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    } else {
      // One row on a desktop.
      expect(new Set(buttons.map((box) => box.y)).size).toBe(1);
    }
    await waitUntilSettled(page);
    await screenshot(page, `${device}-72-review-answer`);

    // 3 grades it Good; the session is over.
    const [graded] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === `/api/review/quiz-${question.id}/grade`,
      ),
      page.keyboard.press('3'),
    ]);
    expect(graded.status(), await graded.text()).toBe(200);
    expect(graded.request().postDataJSON()).toEqual({ rating: 3 });
    const result = (await graded.json()) as { intervalDays: number; dueCount: number };
    expect(result.dueCount).toBe(0);
    await main.getByRole('heading', { name: 'All caught up' }).waitFor();
    // The next card due, as the server has it (the flashcards studied today, or the question if
    // Good brings it back sooner), said in whole days.
    const queue = (await (await page.request.get('/api/review')).json()) as {
      dueCount: number;
      totalCards: number;
      reviewedToday: number;
      nextDueAt: string | null;
    };
    expect(queue).toMatchObject({ dueCount: 0, totalCards: 3, reviewedToday: 1 });
    const days = Math.round((Date.parse(queue.nextDueAt ?? '') - Date.now()) / (24 * 3600 * 1000));
    expect(days).toBeGreaterThanOrEqual(1);
    await main
      .getByText(
        `You reviewed 1 card. No cards are due. The next one is due ${days === 1 ? 'tomorrow' : `in ${days} days`}.`,
        { exact: true },
      )
      .waitFor();
    await main.getByText('0 cards due', { exact: true }).waitFor();
    await main
      .getByText(
        result.intervalDays === 0
          ? 'Next review later today'
          : `Next review in ${result.intervalDays} ${result.intervalDays === 1 ? 'day' : 'days'}`,
        { exact: false },
      )
      .waitFor();
    expect(await main.getByRole('region', { name: /card \d+ of \d+/ }).count()).toBe(0);
    await waitUntilSettled(page);
    await screenshot(page, `${device}-73-review-caught-up`);

    await page.context().close();
  });
});
