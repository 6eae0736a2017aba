import type { Tx } from '../db.ts';
import type { ContentModule } from './content.loader.ts';

/** The content tables, written by the seed (content.seed.ts) inside its transaction. */

export async function lockContentSeed(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('finance-club:learning:seed'))`;
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

/** Flashcards are matched by the key (a hash of the question), so mastery stays. */
export async function replaceFlashcards(tx: Tx, module: ContentModule): Promise<void> {
  for (const [index, card] of module.flashcards.entries()) {
    const cardData = {
      position: index + 1,
      question: card.question,
      answer: card.answer,
      difficulty: card.difficulty,
    };
    await tx.flashcard.upsert({
      where: { moduleId_key: { moduleId: module.id, key: card.key } },
      create: { moduleId: module.id, key: card.key, ...cardData },
      update: cardData,
    });
  }
  await tx.flashcard.deleteMany({
    where: { moduleId: module.id, key: { notIn: module.flashcards.map((c) => c.key) } },
  });
}

/** Quiz questions are matched by their key too. */
export async function replaceQuizQuestions(tx: Tx, module: ContentModule): Promise<void> {
  for (const [index, question] of module.quiz.entries()) {
    const questionData = {
      position: index + 1,
      question: question.question,
      options: question.options,
      correctAnswer: question.correctAnswer,
      explanation: question.explanation,
      points: question.points,
    };
    await tx.quizQuestion.upsert({
      where: { moduleId_key: { moduleId: module.id, key: question.key } },
      create: { moduleId: module.id, key: question.key, ...questionData },
      update: questionData,
    });
  }
  await tx.quizQuestion.deleteMany({
    where: { moduleId: module.id, key: { notIn: module.quiz.map((q) => q.key) } },
  });
}

export async function deleteModulesOtherThan(tx: Tx, moduleIds: number[]): Promise<void> {
  await tx.module.deleteMany({ where: { id: { notIn: moduleIds } } });
}
