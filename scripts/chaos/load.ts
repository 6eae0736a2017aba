// The steady load of a chaos run: students doing what students do, each in a loop of their own,
// through the gateway. A request that fails while a fault is on (a reset connection, a 502, a
// 503) is counted and the student goes on, as a student clicking again would.
import { setTimeout as sleep } from 'node:timers/promises';
import type { BudgetQuestion } from '@fc/contracts/budget';
import { budgetAnswerFor } from '@fc/testkit/budget-answers';
import { TestClient, type TestResponse } from '@fc/testkit/http-client';

/** A seeded pseudo-random generator (mulberry32), so a run can be repeated. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LoadCounters {
  requests: number;
  /** Requests that got no answer or a 5xx (while a fault was on, most likely). */
  failedRequests: number;
  lessonsCompleted: number;
  trades: number;
  quizzesSubmitted: number;
  decksMastered: number;
  plansCompleted: number;
}

/** The fields of the answers the loop reads. */
interface Answer {
  alreadyCompleted?: boolean;
  attemptId?: string;
  id?: number;
}

interface Catalogue {
  lessons: number[];
  stocks: number[];
  quiz: { id: number; options: string[] }[];
  flashcards: number[];
  budgetQuestions: BudgetQuestion[];
}

async function readCatalogue(baseUrl: string): Promise<Catalogue> {
  const visitor = new TestClient(baseUrl);
  const lessons = (await visitor.get('/api/modules/1/lessons')).body as { id: number }[];
  const stocks = (await visitor.get('/api/stocks')).body as { id: number; exclusive: boolean }[];
  const quiz = (await visitor.get('/api/lessons/1/quiz')).body as {
    questions: Catalogue['quiz'];
  };
  const flashcards = (await visitor.get('/api/lessons/1/flashcards')).body as { id: number }[];
  const budgetQuestions = (await visitor.get('/api/budget/questions'))
    .body as Catalogue['budgetQuestions'];
  return {
    lessons: lessons.map((lesson) => lesson.id),
    stocks: stocks.filter((stock) => !stock.exclusive).map((stock) => stock.id),
    quiz: quiz.questions,
    flashcards: flashcards.map((card) => card.id),
    budgetQuestions,
  };
}

/** Signs up the students; answers their clients and ids. */
export async function registerStudents(
  baseUrl: string,
  count: number,
  tag: string,
): Promise<{ client: TestClient; userId: number; portfolioId: number }[]> {
  const students = [];
  for (let i = 0; i < count; i += 1) {
    const client = new TestClient(baseUrl);
    const username = `${tag}${i}`;
    const registered = await client.post('/api/auth/register', {
      username,
      email: `${username}@example.org`,
      password: 'Chaos-pass-123',
      firstName: `Chaos${i}`,
      lastName: 'Student',
    });
    if (registered.status !== 201) {
      throw new Error(`registering ${username} answered ${registered.status}: ${registered.text}`);
    }
    const userId = (await client.get<{ id: number }>('/api/auth/me')).body.id;
    // The portfolio is opened by market from user.registered: wait for it.
    let portfolioId = 0;
    for (let tries = 0; tries < 100 && !portfolioId; tries += 1) {
      const portfolio = await client.get<{ id: number }>(`/api/users/${userId}/portfolio`);
      if (portfolio.status === 200) portfolioId = portfolio.body.id;
      else await sleep(100);
    }
    if (!portfolioId) throw new Error(`${username} got no portfolio within 10 s`);
    students.push({ client, userId, portfolioId });
  }
  return students;
}

/**
 * Runs every student's loop until `signal` aborts; answers the counters. Each student completes
 * the first module's lessons, masters its deck, and otherwise trades, takes the quiz and
 * finishes budget plans, in an order the seed decides.
 */
export async function runLoad(options: {
  baseUrl: string;
  students: { client: TestClient; userId: number; portfolioId: number }[];
  seed: number;
  signal: AbortSignal;
}): Promise<LoadCounters> {
  const catalogue = await readCatalogue(options.baseUrl);
  const counters: LoadCounters = {
    requests: 0,
    failedRequests: 0,
    lessonsCompleted: 0,
    trades: 0,
    quizzesSubmitted: 0,
    decksMastered: 0,
    plansCompleted: 0,
  };
  await Promise.all(
    options.students.map((student, index) =>
      studentLoop(
        student,
        catalogue,
        counters,
        seededRandom(options.seed * 1000 + index),
        options.signal,
      ),
    ),
  );
  return counters;
}

async function studentLoop(
  student: { client: TestClient; userId: number; portfolioId: number },
  catalogue: Catalogue,
  counters: LoadCounters,
  random: () => number,
  signal: AbortSignal,
): Promise<void> {
  const { client } = student;
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
  /** One request; a failure to answer or a 5xx is counted, never thrown. */
  const call = async (
    method: string,
    path: string,
    json?: unknown,
  ): Promise<TestResponse<Answer> | undefined> => {
    counters.requests += 1;
    try {
      const response = await client.request<Answer>(
        method,
        path,
        json === undefined ? {} : { json },
      );
      if (response.status >= 500) counters.failedRequests += 1;
      return response;
    } catch {
      counters.failedRequests += 1;
      await sleep(200);
      return undefined;
    }
  };
  const lessonsLeft = [...catalogue.lessons];
  let deckMastered = false;
  const held = new Map<number, number>();

  while (!signal.aborted) {
    const roll = random();
    if (roll < 0.25 && lessonsLeft.length > 0) {
      const lessonId = lessonsLeft[0] as number;
      await call('GET', `/api/lessons/${lessonId}`);
      // The server's reading clock wants at least a second between opening and completing.
      await sleep(1_100);
      const done = await call('POST', `/api/lessons/${lessonId}/complete`, {
        readingTimeSeconds: 120,
      });
      // A 409 (still reading, after a restart lost no clock but time did) means: again later.
      if (done?.status === 200) {
        if (!done.body.alreadyCompleted) counters.lessonsCompleted += 1;
        lessonsLeft.shift();
      }
    } else if (roll < 0.55) {
      const stockId = pick(catalogue.stocks);
      const owned = held.get(stockId) ?? 0;
      const selling = owned > 0 && random() < 0.4;
      const shares = selling ? 1 : 1 + Math.floor(random() * 3);
      const traded = await call('POST', `/api/portfolios/${student.portfolioId}/trade`, {
        stockId,
        shares,
        type: selling ? 'sell' : 'buy',
      });
      if (traded?.status === 201) {
        counters.trades += 1;
        held.set(stockId, owned + (selling ? -shares : shares));
      }
    } else if (roll < 0.7) {
      const attempt = await call('POST', '/api/quiz/attempts', { moduleId: 1 });
      const attemptId = attempt?.status === 201 ? attempt.body.attemptId : undefined;
      if (attemptId) {
        for (const question of catalogue.quiz) {
          await call('POST', `/api/quiz/attempts/${attemptId}/answers`, {
            questionId: question.id,
            answerIndex: Math.floor(random() * question.options.length),
          });
        }
        const submitted = await call('POST', '/api/quiz/submit', { attemptId });
        if (submitted?.status === 200) counters.quizzesSubmitted += 1;
      }
    } else if (roll < 0.8 && !deckMastered) {
      let last: TestResponse<Answer> | undefined;
      for (const cardId of catalogue.flashcards) {
        last = await call('POST', `/api/lessons/1/flashcards/${cardId}/mastery`);
      }
      if (last?.status === 200) {
        deckMastered = true;
        counters.decksMastered += 1;
      }
    } else {
      const plan = await call('POST', '/api/budget/plans', {
        planName: `Plan ${counters.requests}`,
      });
      const planId = plan?.status === 201 ? plan.body.id : undefined;
      if (planId) {
        for (const question of catalogue.budgetQuestions) {
          const answer = budgetAnswerFor(question);
          await call('POST', `/api/budget/plans/${planId}/answers`, {
            questionId: question.id,
            answer,
          });
        }
        const completed = await call('PUT', `/api/budget/plans/${planId}/complete`, {});
        if (completed?.status === 200) counters.plansCompleted += 1;
      }
    }
    await sleep(50 + random() * 150);
  }
}
