import { lessonChecksSchema, type LessonCheck } from './content.schema.ts';
import { ContentError } from './content.years.ts';

/** The heading that opens a lesson's check block; everything after it belongs to the block. */
export const CHECK_HEADING = '**Check your understanding**';

/**
 * Splits a lesson body into its text and its check block. The block is the last part of the
 * lesson, from a line reading exactly `**Check your understanding**` to the end, and holds one or
 * two questions, each written as:
 *
 *     ? The question
 *     - a wrong option
 *     * the right option (exactly one)
 *     > The explanation shown once the student checks an answer.
 *
 * Blank lines may separate the lines; `>` lines run together. Any other line is an error naming
 * the file and the line. A lesson without the heading has no checks.
 */
export function splitCheckBlock(
  file: string,
  body: string,
): { text: string; checks: LessonCheck[] } {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const start = lines.findIndex((line) => line.trim() === CHECK_HEADING);
  if (start === -1) return { text: body, checks: [] };
  const fail = (message: string): never => {
    throw new ContentError(`${file}: check block: ${message}`);
  };
  const drafts: { question: string; options: string[]; right: number[]; explanation: string[] }[] =
    [];
  for (const raw of lines.slice(start + 1)) {
    const line = raw.trim();
    if (line === '') continue;
    const where = `line "${line.slice(0, 40)}"`;
    const marker = line[0];
    const rest = line.slice(1).trim();
    if (line[1] !== ' ' || rest === '')
      fail(`${where} must start with "? ", "- ", "* " or "> " followed by text`);
    if (marker === '?') {
      drafts.push({ question: rest, options: [], right: [], explanation: [] });
      continue;
    }
    const draft = drafts.at(-1);
    if (!draft) fail(`${where} comes before the first "? " question`);
    else if (marker === '-' || marker === '*') {
      if (draft.explanation.length > 0)
        fail(`${where}: options must come before the "> " explanation`);
      if (marker === '*') draft.right.push(draft.options.length);
      draft.options.push(rest);
    } else if (marker === '>') {
      draft.explanation.push(rest);
    } else {
      fail(`${where} must start with "? ", "- ", "* " or "> " followed by text`);
    }
  }
  for (const draft of drafts) {
    if (draft.right.length !== 1)
      fail(`"${draft.question}" needs exactly one right option, marked "* "`);
  }
  const result = lessonChecksSchema.safeParse(
    drafts.map((draft) => ({
      question: draft.question,
      options: draft.options,
      correctIndex: draft.right[0],
      explanation: draft.explanation.join(' '),
    })),
  );
  if (!result.success) {
    fail(
      result.error.issues
        .map(
          (issue) => `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`,
        )
        .join('; '),
    );
  }
  return { text: lines.slice(0, start).join('\n').trim(), checks: result.data ?? [] };
}
