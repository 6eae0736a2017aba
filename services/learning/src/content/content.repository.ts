import { sql } from 'kysely';
import { sqlIn, type DbOrTx, type Tx } from '../db.ts';
import type { ContentModule } from './content.loader.ts';
import type { StoredQuestion } from '../quiz/quiz.grading.ts';
import { absoluteTolerance } from './content.schema.ts';

/**
 * The content tables, written by the seed (content.seed.ts) inside its transaction and read
 * whole into the catalogue (catalogue.ts).
 */

/** Every lesson, by module and position. */
export function listAllLessons(db: DbOrTx) {
  return db.lesson.findMany({ orderBy: [{ moduleId: 'asc' }, { position: 'asc' }] });
}

/** Every module in course order, with its title and how many quiz questions it has. */
export function listModuleTitles(db: DbOrTx) {
  return db.module.findMany({
    select: { id: true, title: true, _count: { select: { quizQuestions: true } } },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
}

/** Replicas starting together seed one at a time (the lock's void is not selected: see db.ts). */
export async function lockContentSeed(tx: Tx): Promise<void> {
  await sql`
    SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('finance-club:learning:seed'))`.execute(
    sqlIn(tx),
  );
}

export async function upsertModule(tx: Tx, module: ContentModule): Promise<void> {
  const moduleData = {
    slug: module.slug,
    title: module.title,
    description: module.description,
    category: module.category,
    track: module.track,
    color: module.color,
    icon: module.icon,
    quizTimeLimitSeconds: module.quizTimeLimitSeconds,
    position: module.position,
  };
  await tx.module.upsert({
    where: { id: module.id },
    create: { id: module.id, ...moduleData },
    update: moduleData,
  });
}

/** Lessons keep their ids, so progress stays; lessons the files no longer have go. */
export async function replaceLessons(tx: Tx, module: ContentModule): Promise<void> {
  for (const lesson of module.lessons) {
    const lessonData = {
      moduleId: module.id,
      position: lesson.position,
      slug: lesson.slug,
      title: lesson.title,
      content: lesson.content,
      imageUrl: lesson.imageUrl ?? null,
      estimatedMinutes: lesson.estimatedMinutes,
      points: lesson.points,
      wordCount: lesson.wordCount,
      checks: lesson.checks,
    };
    await tx.lesson.upsert({
      where: { id: lesson.id },
      create: { id: lesson.id, ...lessonData },
      update: lessonData,
    });
  }
  await tx.lesson.deleteMany({
    where: { moduleId: module.id, id: { notIn: module.lessons.map((l) => l.id) } },
  });
}

/** A module's rows that the content files identify by a key (a hash of the question). */
interface KeyedRows<Data> {
  upsert(args: {
    where: { moduleId_key: { moduleId: number; key: string } };
    create: Data & { moduleId: number; key: string };
    update: Data;
  }): Promise<unknown>;
  deleteMany(args: { where: { moduleId: number; key: { notIn: string[] } } }): Promise<unknown>;
}

/**
 * Writes a module's keyed rows in the files' order and deletes the ones the files no longer
 * have. Matching by key keeps each row's id, so students' mastery and answers stay.
 */
async function syncKeyedRows<Data>(
  rows: KeyedRows<NoInfer<Data>>,
  moduleId: number,
  items: { key: string; data: Data }[],
): Promise<void> {
  for (const { key, data } of items) {
    await rows.upsert({
      where: { moduleId_key: { moduleId, key } },
      create: { moduleId, key, ...data },
      update: data,
    });
  }
  await rows.deleteMany({ where: { moduleId, key: { notIn: items.map((item) => item.key) } } });
}

export async function replaceFlashcards(tx: Tx, module: ContentModule): Promise<void> {
  await syncKeyedRows(
    tx.flashcard,
    module.id,
    module.flashcards.map((card, index) => ({
      key: card.key,
      data: {
        position: index + 1,
        question: card.question,
        answer: card.answer,
        difficulty: card.difficulty,
      },
    })),
  );
}

/** The columns that hold a question's options and right answer, by its type. */
type AnswerColumns = Omit<StoredQuestion, 'id' | 'explanation'>;

function answerColumns(question: ContentModule['quiz'][number]): AnswerColumns {
  const none = {
    options: [],
    correctAnswer: null,
    correctAnswers: [],
    numericAnswer: null,
    tolerance: null,
    unit: null,
  };
  switch (question.type) {
    case 'single':
      return {
        ...none,
        type: 'single',
        options: question.options,
        correctAnswer: question.correctAnswer,
      };
    case 'multiple':
      return {
        ...none,
        type: 'multiple',
        options: question.options,
        correctAnswers: [...question.correctAnswers].sort((a, b) => a - b),
      };
    case 'numeric':
      return {
        ...none,
        type: 'numeric',
        numericAnswer: question.answer,
        tolerance: absoluteTolerance(question),
        unit: question.unit ?? null,
      };
  }
}

export async function replaceQuizQuestions(tx: Tx, module: ContentModule): Promise<void> {
  await syncKeyedRows(
    tx.quizQuestion,
    module.id,
    module.quiz.map((question, index) => ({
      key: question.key,
      data: {
        position: index + 1,
        question: question.question,
        explanation: question.explanation,
        points: question.points,
        ...answerColumns(question),
      },
    })),
  );
}

export async function deleteModulesOtherThan(tx: Tx, moduleIds: number[]): Promise<void> {
  await tx.module.deleteMany({ where: { id: { notIn: moduleIds } } });
}
