// `npm run seed:demo`: an optional demo club for a running product (`npm start` first). About 30
// students join and use the app as students would, through the same API the web app calls:
// they read and complete lessons (the server's reading clock included), master flashcards, take
// quizzes, trade, and plan budgets. Points, streaks, achievements and both leaderboards then
// fill in by themselves. BASE_URL picks the product (default http://localhost:8080). Running it
// again adds nothing: the demo students exist already.
import { TestClient } from '@fc/testkit/http-client';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:8080';
const PASSWORD = 'demo-pass-123';

const names = [
  ['Ava', 'Martinez'],
  ['Liam', 'Johnson'],
  ['Sofia', 'Nguyen'],
  ['Noah', 'Williams'],
  ['Mia', 'Patel'],
  ['Ethan', 'Brown'],
  ['Isabella', 'Garcia'],
  ['Lucas', 'Kim'],
  ['Amelia', 'Davis'],
  ['Mason', 'Lopez'],
  ['Harper', 'Wilson'],
  ['Elijah', 'Anderson'],
  ['Evelyn', 'Thomas'],
  ['Logan', 'Taylor'],
  ['Abigail', 'Moore'],
  ['James', 'Jackson'],
  ['Emily', 'White'],
  ['Benjamin', 'Harris'],
  ['Ella', 'Clark'],
  ['Henry', 'Lewis'],
  ['Chloe', 'Robinson'],
  ['Jack', 'Walker'],
  ['Grace', 'Young'],
  ['Owen', 'Allen'],
  ['Zoe', 'King'],
  ['Daniel', 'Wright'],
  ['Lily', 'Scott'],
  ['Samuel', 'Torres'],
  ['Nora', 'Hill'],
  ['Caleb', 'Green'],
] as const;

/** A repeatable pseudo-random sequence, so every demo club looks the same. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const random = seeded(2026);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Student {
  client: TestClient;
  id: number;
  username: string;
  /** 0 to 1: how keen this student is (how much they do). */
  keenness: number;
}

async function expectOk<T>(
  label: string,
  response: Promise<{ status: number; body: T; text: string }>,
): Promise<T> {
  const answer = await response;
  if (answer.status >= 300)
    throw new Error(`${label}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer.body;
}

async function join(first: string, last: string, index: number): Promise<Student | null> {
  const client = new TestClient(baseUrl, { origin: baseUrl });
  const username = `${first}.${last}`.toLowerCase();
  const response = await client.post<{ id: number }>('/api/auth/register', {
    username,
    email: `${username}@demo.finance-club.local`,
    password: PASSWORD,
    firstName: first,
    lastName: last,
  });
  if (response.status === 409) return null;
  if (response.status !== 201) {
    throw new Error(`registering ${username}: ${response.status} ${response.text.slice(0, 200)}`);
  }
  return { client, id: response.body.id, username, keenness: 1 - index / names.length };
}

async function learn(student: Student, lessonIds: number[]): Promise<void> {
  for (const lessonId of lessonIds) {
    const completed = await student.client.post(`/api/lessons/${lessonId}/complete`, {
      readingTimeSeconds: 600,
    });
    if (completed.status !== 200) break;
  }
}

async function practise(student: Student): Promise<void> {
  const cards = await expectOk<{ id: number }[]>(
    'flashcards',
    student.client.get('/api/lessons/1/flashcards'),
  );
  const mastered = Math.round(cards.length * student.keenness);
  for (const card of cards.slice(0, mastered)) {
    await student.client.post(`/api/lessons/1/flashcards/${card.id}/mastery`, {});
  }
  // A first attempt with guesses; the feedback says which answers were right, so keen students
  // retake it and pass, as a student who learns from the feedback would. Each attempt shows the
  // options in its own order, so what is remembered is the right option's text.
  const known = new Map<number, string>();
  const takeQuiz = async (useKnown: boolean) => {
    const attempt = await expectOk<{
      attemptId: string;
      questions: { id: number; options: string[] }[];
    }>('quiz attempt', student.client.post('/api/quiz/attempts', { moduleId: 1 }));
    for (const question of attempt.questions) {
      const guess = Math.floor(random() * question.options.length);
      const knownIndex = question.options.indexOf(known.get(question.id) ?? '');
      const feedback = await student.client.post<{ correctAnswer?: number }>(
        `/api/quiz/attempts/${attempt.attemptId}/answers`,
        {
          questionId: question.id,
          answerIndex: useKnown && knownIndex >= 0 ? knownIndex : guess,
        },
      );
      const { correctAnswer } = feedback.body;
      const rightText = typeof correctAnswer === 'number' ? question.options[correctAnswer] : null;
      if (rightText) known.set(question.id, rightText);
    }
    await student.client.post('/api/quiz/submit', { attemptId: attempt.attemptId });
  };
  await takeQuiz(false);
  if (student.keenness > 0.5) await takeQuiz(true);
}

async function trade(student: Student, stocks: { id: number; currentPrice: number }[]) {
  const portfolio = await expectOk<{ id: number; cashBalance: number }>(
    'portfolio',
    student.client.get(`/api/users/${student.id}/portfolio`),
  );
  const positions = 1 + Math.floor(random() * 4 * student.keenness);
  for (let count = 0; count < positions; count += 1) {
    const stock = pick(stocks);
    const budget = portfolio.cashBalance * (0.1 + random() * 0.15);
    const shares = Math.max(1, Math.floor(budget / stock.currentPrice));
    await student.client.post(`/api/portfolios/${portfolio.id}/trade`, {
      stockId: stock.id,
      shares,
      type: 'buy',
    });
    if (random() < 0.3) {
      await student.client.post(`/api/portfolios/${portfolio.id}/trade`, {
        stockId: stock.id,
        shares: Math.max(1, Math.floor(shares / 2)),
        type: 'sell',
      });
    }
  }
}

const careers = [
  ['Registered nurse', '77600', '1450'],
  ['Software developer', '98000', '1800'],
  ['Electrician', '56000', '1200'],
  ['High school teacher', '48000', '1300'],
  ['Accountant', '62000', '1500'],
] as const;

async function plan(
  student: Student,
  questions: { id: string; type: string; options: string[] | null; summaryInput: string | null }[],
) {
  const [career, salary, rent] = pick(careers);
  const created = await expectOk<{ id: number }>(
    'plan',
    student.client.post('/api/budget/plans', { planName: `${career} at 25` }),
  );
  const figures: Record<string, string> = {
    startingSalary: salary,
    monthlyHousing: rent,
    monthlyCar: String(300 + Math.floor(random() * 300)),
    monthlyLiving: String(700 + Math.floor(random() * 500)),
    annualVacation: String(1000 + Math.floor(random() * 2500)),
    children: pick(['None', 'None', '1', '2']),
    monthlyChildcare: String(600 + Math.floor(random() * 600)),
    monthlyRetirement: String(200 + Math.floor(random() * 400)),
  };
  const answered = student.keenness > 0.6 ? questions : questions.slice(0, 12);
  for (const question of answered) {
    const answer = question.summaryInput
      ? (figures[question.summaryInput] ?? '0')
      : question.type === 'select'
        ? pick(question.options ?? ['Yes'])
        : question.type === 'number'
          ? String(1000 + Math.floor(random() * 9000))
          : `${career}: I looked this up on the sources listed.`;
    await student.client.post(`/api/budget/plans/${created.id}/answers`, {
      questionId: question.id,
      answer,
    });
  }
  if (answered.length === questions.length) {
    await student.client.put(`/api/budget/plans/${created.id}/complete`, {});
  }
}

async function main() {
  const health = await fetch(`${baseUrl}/readyz`).catch(() => undefined);
  if (!health?.ok) {
    throw new Error(`the product is not running at ${baseUrl}: start it with \`npm start\` first`);
  }
  process.stdout.write(`Loading the demo club into ${baseUrl}\n`);
  const joined = (
    await Promise.all(names.map(([first, last], index) => join(first, last, index)))
  ).filter((student): student is Student => student !== null);
  if (joined.length === 0) {
    process.stdout.write('The demo club is loaded already: nothing to do.\n');
    return;
  }
  process.stdout.write(`${joined.length} students joined; they are reading their lessons…\n`);

  const lessons = await expectOk<{ id: number; estimatedMinutes: number }[]>(
    'lessons',
    joined[0]!.client.get('/api/modules/1/lessons'),
  );
  // Each student opens the lessons they will finish; the server's reading clock starts.
  const plans = joined.map((student) =>
    lessons.slice(0, Math.max(1, Math.round(lessons.length * student.keenness))),
  );
  await Promise.all(
    joined.map((student, index) =>
      Promise.all(plans[index]!.map((lesson) => student.client.get(`/api/lessons/${lesson.id}`))),
    ),
  );
  const waitSeconds = Math.ceil(Number(process.env.DEMO_READING_WAIT_SECONDS ?? 70));
  process.stdout.write(`Waiting ${waitSeconds} s, the longest lesson's reading time…\n`);
  await sleep(waitSeconds * 1000);
  await Promise.all(
    joined.map((student, index) =>
      learn(
        student,
        plans[index]!.map((lesson) => lesson.id),
      ),
    ),
  );
  process.stdout.write('Lessons done; flashcards and quizzes…\n');
  await Promise.all(joined.filter((student) => student.keenness > 0.3).map(practise));

  process.stdout.write('Trading…\n');
  const stocks = (
    await expectOk<{ id: number; currentPrice: number; exclusive: boolean }[]>(
      'stocks',
      joined[0]!.client.get('/api/stocks'),
    )
  ).filter((stock) => !stock.exclusive);
  for (const student of joined.filter((candidate) => candidate.keenness > 0.15)) {
    await trade(student, stocks);
  }
  await joined[0]!.client.post('/api/stocks/update', {});

  process.stdout.write('Planning budgets…\n');
  const questions = await expectOk<
    { id: string; type: string; options: string[] | null; summaryInput: string | null }[]
  >('questions', joined[0]!.client.get('/api/budget/questions'));
  await Promise.all(
    joined.filter((student) => student.keenness > 0.4).map((student) => plan(student, questions)),
  );

  process.stdout.write(
    `Done: ${joined.length} demo students. Sign in as any of them, e.g. ${joined[0]!.username} / ${PASSWORD}, or as admin.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
