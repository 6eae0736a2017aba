import type { Module } from '@fc/contracts/learning';
import type { DbOrTx } from '../db.ts';

const moduleWithTotals = {
  lessons: {
    select: { id: true, estimatedMinutes: true, points: true },
    orderBy: { position: 'asc' },
  },
  _count: { select: { flashcards: true, quizQuestions: true } },
} as const;

type ModuleRow = Awaited<ReturnType<typeof findModules>>[number];

function findModules(db: DbOrTx, where: { id?: number } = {}) {
  // In course order (content/course.yaml): the order they unlock in.
  return db.module.findMany({
    where,
    include: moduleWithTotals,
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
}

function toModule(row: ModuleRow): Module {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as Module['category'],
    track: row.track as Module['track'],
    color: row.color as Module['color'],
    icon: row.icon,
    totalLessons: row.lessons.length,
    estimatedMinutes: row.lessons.reduce((sum, lesson) => sum + lesson.estimatedMinutes, 0),
    totalPoints: row.lessons.reduce((sum, lesson) => sum + lesson.points, 0),
    flashcardCount: row._count.flashcards,
    quizQuestionCount: row._count.quizQuestions,
  };
}

export async function listModules(db: DbOrTx): Promise<Module[]> {
  return (await findModules(db)).map(toModule);
}

export async function findModule(db: DbOrTx, id: number): Promise<Module | undefined> {
  const [row] = await findModules(db, { id });
  return row ? toModule(row) : undefined;
}

export function listLessonsOfModule(db: DbOrTx, moduleId: number) {
  return db.lesson.findMany({
    where: { moduleId },
    orderBy: { position: 'asc' },
    select: {
      id: true,
      moduleId: true,
      position: true,
      title: true,
      imageUrl: true,
      estimatedMinutes: true,
      points: true,
    },
  });
}
