import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent, type ContentModule } from './content.loader.ts';

/**
 * The whole shipped catalogue (docs/product.md sections 1 and 9): 20 modules (9 personal finance,
 * 6 investments, 3 business finance, 2 advanced), 105 lessons, at least 180 flashcards, a quiz
 * per module, every file valid, and no placeholder text.
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

  it('when counted by track, then 9 personal finance, 6 investments, 3 business finance, 2 advanced', async () => {
    const byTrack: Record<string, number> = {};
    for (const module of await catalogue) byTrack[module.track] = (byTrack[module.track] ?? 0) + 1;
    expect(byTrack).toEqual({
      'personal-finance': 9,
      investments: 6,
      'business-finance': 3,
      advanced: 2,
    });
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

  it('when each lesson is read, then its length and estimated minutes agree (about 200 words a minute)', async () => {
    for (const module of await catalogue) {
      for (const lesson of module.lessons) {
        const where = `${module.slug}/${lesson.slug}: ${lesson.wordCount} words, ${lesson.estimatedMinutes} min`;
        expect(lesson.wordCount, where).toBeGreaterThanOrEqual(400);
        expect(lesson.wordCount, where).toBeLessThanOrEqual(900);
        expect(
          Math.abs(lesson.estimatedMinutes - lesson.wordCount / 200),
          where,
        ).toBeLessThanOrEqual(1);
      }
    }
  });

  it('when each lesson is read, then it uses the lesson format and ends with key takeaways', async () => {
    for (const module of await catalogue) {
      for (const lesson of module.lessons) {
        const blocks = lesson.content.split(/\n\s*\n/);
        const where = `${module.slug}/${lesson.slug}`;
        expect(
          blocks.some((block) => /^\*\*[^*]+\*\*$/.test(block.trim())),
          where,
        ).toBe(true);
        expect(
          blocks.some((block) => block.trim().startsWith('• ')),
          where,
        ).toBe(true);
        expect(blocks.at(-2)?.trim(), where).toBe('**Key Takeaways**');
        expect(blocks.at(-1)?.trim().startsWith('• '), where).toBe(true);
      }
    }
  });

  it('when everything is searched, then there is no placeholder text', async () => {
    const placeholder = /lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\bLesson \d+\b/i;
    for (const module of await catalogue) {
      const texts = [
        module.title,
        module.description,
        ...module.lessons.flatMap((lesson) => [lesson.title, lesson.content]),
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
