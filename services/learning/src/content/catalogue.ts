import type { Db, DbOrTx } from '../db.ts';
import { listAllLessons, listModuleTitles } from './content.repository.ts';

/**
 * The catalogue (modules and lessons) as this process serves it. It changes only when the
 * content seed runs, at start-up before the service takes requests, so it is read from the
 * database once per client and kept in memory: opening or completing a lesson then costs no
 * query for the lesson, its neighbours or the module outlines. The seed forgets it
 * (`forgetCatalogue`), and a new content release restarts the processes anyway.
 */
export interface Catalogue {
  lessons: ReadonlyMap<number, CatalogueLesson>;
  /**
   * Every module in course order (content/course.yaml: the order they unlock in), with its
   * title, its lesson ids in order and whether it has a quiz.
   */
  outlines: ModuleOutline[];
}

export type CatalogueLesson = NonNullable<Awaited<ReturnType<Db['lesson']['findUnique']>>>;

export interface ModuleOutline {
  id: number;
  title: string;
  lessonIds: number[];
  hasQuiz: boolean;
}

const loaded = new WeakMap<object, Promise<Catalogue>>();

async function readCatalogue(db: DbOrTx): Promise<Catalogue> {
  const [lessons, modules] = await Promise.all([listAllLessons(db), listModuleTitles(db)]);
  return {
    lessons: new Map(lessons.map((lesson) => [lesson.id, lesson])),
    outlines: modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessonIds: lessons.filter((lesson) => lesson.moduleId === module.id).map(({ id }) => id),
      hasQuiz: module._count.quizQuestions > 0,
    })),
  };
}

/**
 * The catalogue, read once per client. Inside a transaction (a client of its own) it is read
 * afresh, which is always right, only slower.
 */
export function catalogueOf(db: DbOrTx): Promise<Catalogue> {
  const known = loaded.get(db);
  if (known) return known;
  if (!('$transaction' in db)) return readCatalogue(db);
  const reading = readCatalogue(db);
  loaded.set(db, reading);
  reading.catch(() => loaded.delete(db));
  return reading;
}

/** After the seed changed the catalogue: the next read goes to the database. */
export function forgetCatalogue(db: DbOrTx): void {
  loaded.delete(db);
}

/** The lesson before this one in its module, if any. */
export function previousLessonOf(
  catalogue: Catalogue,
  lesson: CatalogueLesson,
): number | undefined {
  const outline = catalogue.outlines.find((module) => module.id === lesson.moduleId);
  const index = outline?.lessonIds.indexOf(lesson.id) ?? -1;
  return index > 0 ? outline?.lessonIds[index - 1] : undefined;
}
