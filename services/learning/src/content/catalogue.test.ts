import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countWords, loadContent, type ContentModule } from './content.loader.ts';

/**
 * The whole shipped catalogue (docs/product.md sections 1 and 9): 20 modules (9 personal finance,
 * 6 investments, 3 business finance, 2 advanced), 105 lessons, each opening with what the
 * student will be able to do and ending with key takeaways and a check for understanding, at
 * least 180 flashcards, a quiz per module, every file valid, and no placeholder text.
 */
const root = path.join(import.meta.dirname, '..', '..', 'content', 'modules');
const catalogue: Promise<ContentModule[]> = loadContent(root);

describe('the course catalogue', () => {
  it('when loaded, then it has 20 modules numbered 1 to 20 and 105 lessons', async () => {
    const modules = await catalogue;
    expect(modules.map((module) => module.id)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(modules.reduce((sum, module) => sum + module.lessons.length, 0)).toBe(105);
  });

  it('when counted by track, then 10 personal finance, 6 investments, 3 business finance, 1 advanced', async () => {
    const byTrack: Record<string, number> = {};
    for (const module of await catalogue) byTrack[module.track] = (byTrack[module.track] ?? 0) + 1;
    expect(byTrack).toEqual({
      'personal-finance': 10,
      investments: 6,
      'business-finance': 3,
      advanced: 1,
    });
  });

  it('when put in course order, then each module comes after every module it builds on', async () => {
    const positionOf = new Map((await catalogue).map((module) => [module.slug, module.position]));
    expect([...positionOf.values()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: positionOf.size }, (_, index) => index + 1),
    );
    // What each module uses from another (the review that asked for this order named these).
    const buildsOn: [string, string[]][] = [
      ['banking-and-saving', ['budgeting-basics', 'inflation-the-fed-and-the-economy']],
      ['stock-market-basics', ['banking-and-saving', 'risk-return-and-compounding']],
      [
        'bonds-and-interest-rates',
        ['risk-return-and-compounding', 'inflation-the-fed-and-the-economy'],
      ],
      [
        'funds-etfs-and-diversification',
        ['risk-return-and-compounding', 'stock-market-basics', 'bonds-and-interest-rates'],
      ],
      [
        'retirement-and-employer-benefits',
        ['taxes-and-paychecks', 'funds-etfs-and-diversification'],
      ],
      ['housing-renting-and-buying', ['insurance-and-risk', 'credit-and-debt']],
      ['careers-and-paying-for-college', ['credit-and-debt', 'taxes-and-paychecks']],
      ['consumer-skills-and-scams', ['credit-and-debt']],
      [
        'advice-betting-crypto-and-debt-rights',
        ['funds-etfs-and-diversification', 'credit-and-debt'],
      ],
      ['financial-statements', ['business-models-and-revenue']],
      ['cash-flow-and-small-business-finance', ['financial-statements']],
    ];
    for (const [module, earlier] of buildsOn)
      for (const before of earlier)
        expect(positionOf.get(before) ?? Infinity, `${before} comes before ${module}`).toBeLessThan(
          positionOf.get(module) ?? -Infinity,
        );
  });

  it('when grouped by category, then personal finance and investments are personal, the rest commercial', async () => {
    for (const module of await catalogue) {
      const expected =
        module.track === 'personal-finance' || module.track === 'investments'
          ? 'personal'
          : 'commercial';
      expect(`${module.slug}: ${module.category}`).toBe(`${module.slug}: ${expected}`);
    }
  });

  it('when the flashcards are counted, then there are at least 180, at least 10 a module, with every difficulty', async () => {
    const modules = await catalogue;
    expect(
      modules.reduce((sum, module) => sum + module.flashcards.length, 0),
    ).toBeGreaterThanOrEqual(180);
    for (const module of modules) {
      expect(module.flashcards.length, module.slug).toBeGreaterThanOrEqual(10);
      expect(new Set(module.flashcards.map((card) => card.difficulty)), module.slug).toEqual(
        new Set(['easy', 'medium', 'hard']),
      );
    }
  });

  it('when the quizzes are read, then each module has 8 to 12 questions; single choice has four distinct options', async () => {
    for (const module of await catalogue) {
      expect(module.quiz.length, module.slug).toBeGreaterThanOrEqual(8);
      expect(module.quiz.length, module.slug).toBeLessThanOrEqual(12);
      for (const question of module.quiz) {
        if (question.type === 'single') {
          expect(question.options, `${module.slug}: ${question.question}`).toHaveLength(4);
          expect(new Set(question.options).size).toBe(4);
          expect(question.correctAnswer).toBeLessThan(4);
        }
        expect(question.explanation.length).toBeGreaterThan(20);
      }
    }
  });

  it('when questions are compared across the catalogue, then none repeats', async () => {
    const seen = new Map<string, string>();
    for (const module of await catalogue) {
      for (const { question } of [...module.flashcards, ...module.quiz]) {
        const key = question.trim().toLowerCase();
        expect(seen.get(key), `"${question}" in ${module.slug}`).toBeUndefined();
        seen.set(key, module.slug);
      }
    }
  });

  it('when each lesson is read, then its length and estimated minutes agree (about 130 words a minute, plus a minute for the check)', async () => {
    // A teen reading finance with worked maths reads about 130 words a minute; the check for
    // understanding at the end takes about a minute more: ~840 words is 7 minutes.
    for (const module of await catalogue) {
      for (const lesson of module.lessons) {
        const where = `${module.slug}/${lesson.slug}: ${lesson.wordCount} words, ${lesson.estimatedMinutes} min`;
        // The cap is on the teaching text; the objectives above it add a few dozen words.
        const objectives = lesson.content
          .split(/\n\s*\n/)
          .slice(0, 2)
          .join('\n');
        const teachingWords = lesson.wordCount - countWords(objectives);
        expect(teachingWords, where).toBeGreaterThanOrEqual(400);
        expect(teachingWords, where).toBeLessThanOrEqual(900);
        expect(
          Math.abs(lesson.estimatedMinutes - (lesson.wordCount / 130 + 1)),
          where,
        ).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('when each lesson is read, then it opens with what the student will be able to do', async () => {
    for (const module of await catalogue) {
      for (const lesson of module.lessons) {
        const [heading, bullets] = lesson.content.split(/\n\s*\n/);
        const where = `${module.slug}/${lesson.slug}`;
        expect(heading?.trim(), where).toBe('**You will be able to:**');
        const items = (bullets ?? '').trim().split('\n');
        expect(items.length, where).toBeGreaterThanOrEqual(2);
        expect(items.length, where).toBeLessThanOrEqual(3);
        // Concrete and verb-first: "Calculate …", "Explain …", "Decide …".
        for (const item of items) expect(item, where).toMatch(/^• [A-Z][a-z]+ \S/);
      }
    }
  });

  it('when each lesson is read, then it ends with one or two checks for understanding', async () => {
    for (const module of await catalogue) {
      for (const lesson of module.lessons) {
        const where = `${module.slug}/${lesson.slug}`;
        expect(lesson.checks.length, where).toBeGreaterThanOrEqual(1);
        expect(lesson.checks.length, where).toBeLessThanOrEqual(2);
        expect(lesson.content, where).not.toContain('Check your understanding');
        for (const check of lesson.checks) {
          expect(check.options.length, `${where}: ${check.question}`).toBeGreaterThanOrEqual(2);
          expect(check.options.length, `${where}: ${check.question}`).toBeLessThanOrEqual(4);
          expect(check.explanation.length, `${where}: ${check.question}`).toBeGreaterThan(20);
        }
      }
    }
  });

  it('when everything is searched, then there is no placeholder text', async () => {
    const placeholder = /lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\bLesson \d+\b/i;
    for (const module of await catalogue) {
      const texts = [
        module.title,
        module.description,
        ...module.lessons.flatMap((lesson) => [
          lesson.title,
          lesson.content,
          ...lesson.checks.flatMap((check) => [
            check.question,
            ...check.options,
            check.explanation,
          ]),
        ]),
        ...module.flashcards.flatMap((card) => [card.question, card.answer]),
        ...module.quiz.flatMap((question) => [
          question.question,
          ...(question.type === 'numeric' ? [] : question.options),
          question.explanation,
        ]),
      ];
      for (const text of texts)
        expect(placeholder.test(text), `${module.slug}: ${text.slice(0, 80)}`).toBe(false);
    }
  });
});
