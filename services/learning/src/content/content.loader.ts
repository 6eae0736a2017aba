import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readLesson, readYaml } from './content-files.ts';
import {
  courseFileSchema,
  flashcardsFileSchema,
  moduleFileSchema,
  quizFileSchema,
  type FlashcardsFile,
  type LessonCheck,
  type LessonFrontMatter,
  type ModuleFile,
  type QuizFile,
} from './content.schema.ts';
import {
  ContentError,
  CURRENT_CONTENT_YEAR,
  loadYearFigures,
  resolveDeep,
  resolvePlaceholders,
  type YearFigures,
} from './content.years.ts';
import { splitCheckBlock } from './lesson-checks.ts';

export interface ContentLesson extends LessonFrontMatter {
  id: number;
  position: number;
  slug: string;
  /** The lesson text without its check block. */
  content: string;
  wordCount: number;
  /** The check for understanding at the end of the lesson: ungraded, answered in the reader. */
  checks: LessonCheck[];
}

export interface ContentModule extends ModuleFile {
  slug: string;
  /** Where the module comes in the course (course.yaml), from 1: the unlock order. */
  position: number;
  lessons: ContentLesson[];
  flashcards: (FlashcardsFile[number] & { key: string })[];
  quiz: (QuizFile[number] & { key: string })[];
}

export { ContentError };

const FOLDER_PATTERN = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const LESSON_PATTERN = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

/** A lesson's id: its module's id times 100 plus its position, stable across edits. */
export const lessonIdOf = (moduleId: number, position: number) => moduleId * 100 + position;

/** The identity of a flashcard or quiz question across re-seeds: a hash of its question. */
const keyOf = (question: string) =>
  createHash('sha256').update(question.trim()).digest('hex').slice(0, 16);

export const countWords = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export interface LoadContentOptions {
  /** Which years/<year>.yaml fills the {{year.…}} placeholders; default CURRENT_CONTENT_YEAR. */
  year?: number;
  /** The folder of year files; default `years` next to `root`. */
  yearsDir?: string;
}

/**
 * Reads and validates every module folder under `root`, in id order, filling the `{{year.…}}`
 * placeholders of lesson titles and bodies, flashcards and quiz questions from the year file.
 */
export async function loadContent(
  root: string,
  options: LoadContentOptions = {},
): Promise<ContentModule[]> {
  const year = await loadYearFigures(
    options.yearsDir ?? path.join(root, '..', 'years'),
    options.year ?? CURRENT_CONTENT_YEAR,
  );
  const folders = (await readdir(root, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const modules: Omit<ContentModule, 'position'>[] = [];
  for (const folder of folders) {
    const match = FOLDER_PATTERN.exec(folder);
    if (!match)
      throw new ContentError(
        `${folder}: a module folder must be named <NN>-<slug>, e.g. 01-budgeting-basics`,
      );
    modules.push(await loadModule(root, folder, Number(match[1]), match[2] ?? '', year));
  }
  const ids = new Set<number>();
  for (const module of modules) {
    if (ids.has(module.id))
      throw new ContentError(`${module.slug}: module id ${module.id} is used twice`);
    ids.add(module.id);
  }
  const positions = await readCourseOrder(root, folders);
  return modules.map((module, index) => ({
    ...module,
    position: positions.get(folders[index] ?? '') ?? 0,
  }));
}

/**
 * The position of each module folder in course.yaml's order, from 1. Every folder must be listed
 * exactly once, and nothing else.
 */
async function readCourseOrder(root: string, folders: string[]): Promise<Map<string, number>> {
  const file = path.join(root, '..', 'course.yaml');
  const { order } = await readYaml(root, file, courseFileSchema);
  const where = path.relative(root, file);
  const positions = new Map<string, number>();
  order.forEach((folder, index) => {
    if (positions.has(folder)) throw new ContentError(`${where}: ${folder} is listed twice`);
    if (!folders.includes(folder))
      throw new ContentError(`${where}: ${folder} is not a module folder`);
    positions.set(folder, index + 1);
  });
  const missing = folders.filter((folder) => !positions.has(folder));
  if (missing.length > 0)
    throw new ContentError(
      `${where}: every module must be in the order; missing ${missing.join(', ')}`,
    );
  return positions;
}

async function loadModule(
  root: string,
  folder: string,
  number: number,
  slug: string,
  year: YearFigures,
): Promise<Omit<ContentModule, 'position'>> {
  const dir = path.join(root, folder);
  const moduleFile = await readYaml(root, path.join(dir, 'module.yaml'), moduleFileSchema);
  if (moduleFile.id !== number) {
    throw new ContentError(
      `${folder}/module.yaml: id is ${moduleFile.id} but the folder says ${number}`,
    );
  }
  const lessonFiles = (
    await readdir(path.join(dir, 'lessons')).catch(() => {
      throw new ContentError(`${folder}/lessons: the folder is missing`);
    })
  ).sort();
  const lessons: ContentLesson[] = [];
  for (const file of lessonFiles) {
    const lessonMatch = LESSON_PATTERN.exec(file);
    if (!lessonMatch)
      throw new ContentError(
        `${folder}/lessons/${file}: a lesson file must be named <NN>-<slug>.md`,
      );
    const position = Number(lessonMatch[1]);
    if (position !== lessons.length + 1) {
      throw new ContentError(
        `${folder}/lessons/${file}: lessons must be numbered 01, 02, … without gaps`,
      );
    }
    const lessonFile = `${folder}/lessons/${file}`;
    const read = await readLesson(root, path.join(dir, 'lessons', file));
    const frontMatter = resolveDeep(read.frontMatter, year, lessonFile);
    const { text: body, checks } = splitCheckBlock(
      lessonFile,
      resolvePlaceholders(read.body, year, lessonFile),
    );
    lessons.push({
      ...frontMatter,
      id: lessonIdOf(number, position),
      position,
      slug: lessonMatch[2] ?? '',
      content: body,
      wordCount: countWords(body),
      checks,
    });
  }
  if (lessons.length === 0)
    throw new ContentError(`${folder}/lessons: a module needs at least one lesson`);
  if (lessons.length > 99)
    throw new ContentError(`${folder}/lessons: a module has at most 99 lessons`);

  const flashcards = await readYaml(root, path.join(dir, 'flashcards.yaml'), flashcardsFileSchema);
  const quiz = await readYaml(root, path.join(dir, 'quiz.yaml'), quizFileSchema);
  assertUniqueQuestions(`${folder}/flashcards.yaml`, flashcards);
  assertUniqueQuestions(`${folder}/quiz.yaml`, quiz);
  return {
    ...moduleFile,
    slug,
    lessons,
    // Keys hash the question as written (placeholders included), so they stay the same next year.
    flashcards: flashcards.map((card) => ({
      ...resolveDeep(card, year, `${folder}/flashcards.yaml`),
      key: keyOf(card.question),
    })),
    quiz: quiz.map((question) => ({
      ...resolveDeep(question, year, `${folder}/quiz.yaml`),
      key: keyOf(question.question),
    })),
  };
}

function assertUniqueQuestions(file: string, items: { question: string }[]) {
  const seen = new Set<string>();
  for (const item of items) {
    const key = item.question.trim().toLowerCase();
    if (seen.has(key))
      throw new ContentError(`${file}: the question "${item.question}" appears twice`);
    seen.add(key);
  }
}
