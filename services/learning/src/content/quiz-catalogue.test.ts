import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent, type ContentModule } from './content.loader.ts';
import {
  absoluteTolerance,
  moduleFileSchema,
  QUIZ_MAX_TIME_LIMIT_SECONDS,
  QUIZ_MIN_TIME_LIMIT_SECONDS,
  quizFileSchema,
} from './content.schema.ts';

/**
 * The quizzes of the whole shipped catalogue as a test-taker meets them: the right option must not
 * give itself away by its length, every question has a known type, the question types beyond
 * single choice are used, and each quiz's time limit is sensible (docs/product.md, section 9).
 */
const root = path.join(import.meta.dirname, '..', '..', 'content', 'modules');
const catalogue: Promise<ContentModule[]> = loadContent(root);

/** A right option may be at most this much longer than the longest wrong one (1.3 = 30 % longer). */
const MAX_LENGTH_RATIO = 1.3;
/** At least this many questions of each type beyond single choice (docs/product.md, section 9). */
const MIN_NUMERIC_QUESTIONS = 12;
const MIN_MULTIPLE_QUESTIONS = 5;
/** Quizzes built on calculations get more time than the standard 300 s. */
const CALCULATION_HEAVY_MODULES = [9, 13, 14];

describe('the quiz catalogue', () => {
  it('when a question offers options, then the right one is never more than 30 % longer than the longest wrong one', async () => {
    const giveaways: string[] = [];
    for (const module of await catalogue) {
      module.quiz.forEach((question, index) => {
        if (question.type === 'numeric') return;
        const right = new Set(
          question.type === 'multiple' ? question.correctAnswers : [question.correctAnswer],
        );
        const longest = (pick: (optionIndex: number) => boolean) =>
          Math.max(
            ...question.options.filter((_, i) => pick(i)).map((option) => option.trim().length),
          );
        const rightLength = longest((i) => right.has(i));
        const wrongLength = longest((i) => !right.has(i));
        if (rightLength > wrongLength * MAX_LENGTH_RATIO) {
          giveaways.push(
            `${module.slug} Q${index + 1}: right ${rightLength} characters, longest wrong ${wrongLength}`,
          );
        }
      });
    }
    expect(giveaways).toEqual([]);
  });

  it('when the questions are read, then each has a known type with what that type needs', async () => {
    for (const module of await catalogue) {
      for (const question of module.quiz) {
        const where = `${module.slug}: ${question.question}`;
        expect(['single', 'multiple', 'numeric'], where).toContain(question.type);
        if (question.type === 'numeric') {
          expect(Number.isFinite(question.answer), where).toBe(true);
          expect(question.question, where).not.toMatch(/select all/i);
        } else if (question.type === 'multiple') {
          expect(question.options.length, where).toBeGreaterThanOrEqual(4);
          expect(question.correctAnswers.length, where).toBeGreaterThanOrEqual(2);
          expect(question.correctAnswers.length, where).toBeLessThan(question.options.length);
          // The student must be told that more than one option may be right.
          expect(question.question, where).toMatch(/select all that apply/i);
        } else {
          expect(question.question, where).not.toMatch(/select all/i);
        }
      }
    }
  });

  it('when the types are counted, then numeric entry and select all that apply are both in use', async () => {
    const questions = (await catalogue).flatMap((module) => module.quiz);
    expect(
      questions.filter((question) => question.type === 'numeric').length,
    ).toBeGreaterThanOrEqual(MIN_NUMERIC_QUESTIONS);
    expect(
      questions.filter((question) => question.type === 'multiple').length,
    ).toBeGreaterThanOrEqual(MIN_MULTIPLE_QUESTIONS);
  });

  it('when the time limits are read, then each is 60 to 1200 s and calculation-heavy quizzes get more than 300 s', async () => {
    for (const module of await catalogue) {
      expect(module.quizTimeLimitSeconds, module.slug).toBeGreaterThanOrEqual(
        QUIZ_MIN_TIME_LIMIT_SECONDS,
      );
      expect(module.quizTimeLimitSeconds, module.slug).toBeLessThanOrEqual(
        QUIZ_MAX_TIME_LIMIT_SECONDS,
      );
      if (CALCULATION_HEAVY_MODULES.includes(module.id)) {
        expect(module.quizTimeLimitSeconds, module.slug).toBeGreaterThanOrEqual(480);
      }
      // A quiz that asks for typed-in numbers gets more than the standard time.
      if (module.quiz.some((question) => question.type === 'numeric')) {
        expect(module.quizTimeLimitSeconds, module.slug).toBeGreaterThan(300);
      }
    }
  });
});

describe('the quiz file format', () => {
  const base = { question: 'Q?', explanation: 'Because of the reason given here.' };
  const problems = (question: Record<string, unknown>) => {
    const result = quizFileSchema.safeParse([question]);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('when a question leaves out its type, then it is single choice as before', () => {
    expect(quizFileSchema.parse([{ ...base, options: ['a', 'b'], correctAnswer: 1 }])).toEqual([
      { ...base, type: 'single', options: ['a', 'b'], correctAnswer: 1, points: 10 },
    ]);
  });

  it.each([
    [
      { type: 'multiple', options: ['a', 'b', 'c'], correctAnswers: [0, 3] },
      'correctAnswers must be indexes of the options',
    ],
    [
      { type: 'multiple', options: ['a', 'b'], correctAnswers: [0, 1] },
      'at least one option must be wrong',
    ],
    [
      { type: 'multiple', options: ['a', 'b', 'c'], correctAnswers: [] },
      'needs at least one right option',
    ],
    [
      { type: 'numeric', answer: 5, tolerance: 'about 1' },
      'must be a number or a percentage such as "1%"',
    ],
    [{ type: 'numeric', answer: 5, unit: 'euros' }, 'Invalid option'],
    [{ type: 'numeric', answer: 5, options: ['5', '6'] }, 'Unrecognized key'],
    [
      { type: 'essay', options: ['a', 'b'], correctAnswer: 0 },
      'type must be single, multiple or numeric',
    ],
  ])('when a question is %o, then the file is refused: %s', (question, message) => {
    expect(problems({ ...base, ...question }).join('; ')).toContain(message);
  });

  it("when a tolerance is a percentage, then it counts in the answer's own units", () => {
    expect(absoluteTolerance({ answer: 8280, tolerance: '1%' })).toBeCloseTo(82.8);
    expect(absoluteTolerance({ answer: -200, tolerance: '5%' })).toBeCloseTo(10);
    expect(absoluteTolerance({ answer: 22, tolerance: 1 })).toBe(1);
  });

  it('when a module sets no quiz time limit, then it gets 300 s; outside 60 to 1200 s is refused', () => {
    const module = {
      id: 1,
      title: 'T',
      description: 'D',
      category: 'personal',
      track: 'investments',
      color: 'purple',
      icon: 'percent',
    };
    expect(moduleFileSchema.parse(module).quizTimeLimitSeconds).toBe(300);
    expect(moduleFileSchema.safeParse({ ...module, quizTimeLimitSeconds: 30 }).success).toBe(false);
    expect(moduleFileSchema.safeParse({ ...module, quizTimeLimitSeconds: 1800 }).success).toBe(
      false,
    );
  });
});
