import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/**
 * The per-year data file (services/learning/content/years/<year>.yaml): every dated figure the
 * course quotes (tax amounts, limits, deadlines), each with its source. Lessons, flashcards and
 * quizzes write `{{year.<dotted.name>}}` instead of the figure; the loader fills it in.
 */

/** The year file used when none is configured. Next year: add years/2027.yaml and change this. */
export const CURRENT_CONTENT_YEAR = 2026;

const text = z.string().trim().min(1, 'must not be empty');

export const figureSchema = z.strictObject({
  value: z.union([z.number(), text]),
  format: z.enum(['money', 'percent', 'number', 'text']),
  source: text,
  verified: z.boolean(),
  period: text.optional(),
  literalAllowed: z.boolean().optional(),
  /** Earlier years' values: the dated-figures test flags them too (e.g. a stale "$14,600"). */
  formerValues: z.array(z.union([z.number(), text])).optional(),
  note: text.optional(),
});
export type Figure = z.infer<typeof figureSchema> & { name: string; display: string };

const yearFileSchema = z.strictObject({
  year: z.number().int(),
  figures: z.record(z.string(), z.unknown()),
});

/** The dated figures of one year, by dotted name, with the text a placeholder becomes. */
export interface YearFigures {
  year: number;
  file: string;
  figures: Map<string, Figure>;
}

/** A content file that cannot be loaded; the message names the file and the problem. */
export class ContentError extends Error {
  override name = 'ContentError';
}

export function formatFigure(value: number | string, format: Figure['format']): string {
  if (typeof value === 'string') return value;
  switch (format) {
    case 'money':
      return `$${value.toLocaleString('en-US', {
        minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
        maximumFractionDigits: 2,
      })}`;
    case 'percent':
      return `${value}%`;
    case 'number':
      return value.toLocaleString('en-US');
    case 'text':
      return String(value);
  }
}

/** Reads `<yearsDir>/<year>.yaml`; any problem is an error naming the file and the entry. */
export async function loadYearFigures(yearsDir: string, year: number): Promise<YearFigures> {
  const file = `years/${year}.yaml`;
  let raw: string;
  try {
    raw = await readFile(path.join(yearsDir, `${year}.yaml`), 'utf8');
  } catch {
    throw new ContentError(`${file}: the file is missing (it holds the dated figures)`);
  }
  let parsed: unknown;
  try {
    parsed = parseYaml(raw) as unknown;
  } catch (error) {
    throw new ContentError(`${file}: ${(error as Error).message}`);
  }
  const result = yearFileSchema.safeParse(parsed);
  if (!result.success) {
    const problem = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`)
      .join('; ');
    throw new ContentError(`${file}: ${problem}`);
  }
  if (result.data.year !== year)
    throw new ContentError(`${file}: year is ${result.data.year} but the file name says ${year}`);
  const figures = new Map<string, Figure>();
  const walk = (node: unknown, name: string) => {
    if (node === null || typeof node !== 'object' || Array.isArray(node))
      throw new ContentError(`${file}: figures.${name}: must be a group or an entry with a value`);
    if ('value' in node) {
      const entry = figureSchema.safeParse(node);
      if (!entry.success) {
        const problem = entry.error.issues
          .map((issue) => `${[name, ...issue.path].join('.')}: ${issue.message}`)
          .join('; ');
        throw new ContentError(`${file}: figures.${problem}`);
      }
      figures.set(name, {
        ...entry.data,
        name,
        display: formatFigure(entry.data.value, entry.data.format),
      });
      return;
    }
    for (const [key, child] of Object.entries(node)) walk(child, name ? `${name}.${key}` : key);
  };
  walk(result.data.figures, '');
  return { year, file, figures };
}

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** Replaces every `{{year.<name>}}` in `text`; an unknown one is an error naming `file`. */
export function resolvePlaceholders(text: string, year: YearFigures, file: string): string {
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = inner.trim();
    const figure = name.startsWith('year.') ? year.figures.get(name.slice(5)) : undefined;
    if (!figure)
      throw new ContentError(
        `${file}: unknown placeholder ${whole} (the figures are in ${year.file}; write {{year.<name>}})`,
      );
    return figure.display;
  });
}

/** Resolves placeholders in every string of a parsed content item (strings, arrays, objects). */
export function resolveDeep<T>(value: T, year: YearFigures, file: string): T {
  if (typeof value === 'string') return resolvePlaceholders(value, year, file) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => resolveDeep(item, year, file)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveDeep(item as unknown, year, file)]),
    ) as T;
  return value;
}
