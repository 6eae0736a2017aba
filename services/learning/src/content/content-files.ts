import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { lessonFrontMatterSchema, type LessonFrontMatter } from './content.schema.ts';
import { ContentError } from './content.years.ts';

// Reading the content's files: every failure is a ContentError naming the file (relative to the
// content root) and what is wrong with it.

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Reads a YAML file and validates it; any failure names the file (relative to the root) and the problem. */
export async function readYaml<S extends z.ZodType>(
  root: string,
  file: string,
  schema: S,
): Promise<z.infer<S>> {
  const text = await readContentFile(root, file);
  return validate(
    root,
    file,
    schema,
    parseOrExplain(root, file, () => parseYaml(text) as unknown),
  );
}

/** Reads a lesson: YAML front matter between --- lines, then the body in the lesson format. */
export async function readLesson(
  root: string,
  file: string,
): Promise<{ frontMatter: LessonFrontMatter; body: string }> {
  const text = await readContentFile(root, file);
  const match = FRONT_MATTER.exec(text);
  if (!match)
    throw new ContentError(
      `${path.relative(root, file)}: must start with front matter between --- lines`,
    );
  const body = (match[2] ?? '').trim();
  if (body === '') throw new ContentError(`${path.relative(root, file)}: the lesson has no text`);
  const frontMatter = parseOrExplain(root, file, () => parseYaml(match[1] ?? '') as unknown);
  return { frontMatter: validate(root, file, lessonFrontMatterSchema, frontMatter), body };
}

async function readContentFile(root: string, file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new ContentError(`${path.relative(root, file)}: the file is missing`);
  }
}

function parseOrExplain(root: string, file: string, parse: () => unknown): unknown {
  try {
    return parse();
  } catch (error) {
    throw new ContentError(`${path.relative(root, file)}: ${(error as Error).message}`);
  }
}

function validate<S extends z.ZodType>(
  root: string,
  file: string,
  schema: S,
  input: unknown,
): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`)
    .join('; ');
  throw new ContentError(`${path.relative(root, file)}: ${problems}`);
}
