import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BudgetQuestion } from '@fc/contracts/budget';
import { parse as parseYaml } from 'yaml';
import { questionsFileSchema } from './questions.schema.ts';

/** The shipped questions: services/budget/content/questions.yaml. */
export const BUDGET_QUESTIONS_FILE = path.join(
  import.meta.dirname,
  '..',
  '..',
  'content',
  'questions.yaml',
);

/** A questions file that cannot be loaded; the message names the file, the place and the problem. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/**
 * Reads and validates the planner's questions (by default the shipped file), in file order, so
 * that a broken file stops the start-up instead of serving half a questionnaire.
 */
export function loadBudgetQuestions(file: string = BUDGET_QUESTIONS_FILE): BudgetQuestion[] {
  const shown = displayPath(file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ContentError(`${shown}: the file is missing`);
  }
  let document: unknown;
  try {
    document = parseYaml(text);
  } catch (error) {
    throw new ContentError(`${shown}: ${(error as Error).message}`);
  }
  return validateBudgetQuestions(document, shown);
}

/**
 * Checks a parsed questions file against the schema and the rules each question's type implies.
 * Each problem reads "<place>: <problem>", and names the question by its id where it has one.
 */
export function validateBudgetQuestions(document: unknown, file: string): BudgetQuestion[] {
  const result = questionsFileSchema.safeParse(document);
  if (result.success) return result.data.questions;
  const problems = result.error.issues
    .map((issue) => {
      const place = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      const id = issue.path[0] === 'questions' ? writtenIdAt(document, issue.path[1]) : undefined;
      return `${place}${id === undefined ? '' : `question "${id}": `}${issue.message}`;
    })
    .join('; ');
  throw new ContentError(`${file}: ${problems}`);
}

/** The id a question was written with, to name it in an error; undefined where it has none. */
function writtenIdAt(document: unknown, index: PropertyKey | undefined): string | undefined {
  if (typeof index !== 'number') return undefined;
  const questions = (document as { questions?: unknown }).questions;
  const entry: unknown = Array.isArray(questions) ? questions[index] : undefined;
  const id =
    typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** The file as a person at this terminal would type it: relative to here when it is below here. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}
