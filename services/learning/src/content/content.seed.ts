import type { Db } from '../db.ts';
import type { ContentModule } from './content.loader.ts';

/**
 * Writes the content into the database. Idempotent: a re-run updates what changed, removes what
 * the files no longer have, and keeps users' progress (lessons keep their ids; flashcards and
 * quiz questions are matched by a hash of their question). Replicas starting together take
 * turns through an advisory lock.
 */
export async function seedContent(db: Db, modules: ContentModule[]): Promise<void> {
  await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('finance-club:learning:seed'))`;
      for (const module of modules) {
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
      await tx.module.deleteMany({ where: { id: { notIn: modules.map((m) => m.id) } } });
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}
