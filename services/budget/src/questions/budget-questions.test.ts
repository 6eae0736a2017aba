import { existsSync } from 'node:fs';
import path from 'node:path';
import { budgetCategories, summaryInputs } from '@fc/contracts/budget';
import { describe, expect, it } from 'vitest';
import {
  budgetQuestions,
  EMERGENCY_FUND_GOAL_QUESTION,
  findQuestion,
  questionsFeeding,
} from './budget-questions.ts';
import { validateBudgetQuestions } from './questions.loader.ts';

/** The built-in questions (docs/product.md sections 3 and 9): content the planner and the summary rely on. */
const repoRoot = path.join(import.meta.dirname, '..', '..', '..', '..');
const lucideIcons = path.join(repoRoot, 'node_modules', 'lucide-react', 'dist', 'esm', 'icons');

describe('the built-in budget questions', () => {
  it('when counted, then there are 29 with unique snake_case ids', () => {
    expect(budgetQuestions).toHaveLength(29);
    const ids = budgetQuestions.map((question) => question.id);
    expect(new Set(ids).size).toBe(29);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('when read in order, then the eight categories come in the contract order, each with at least 2', () => {
    const order: string[] = [];
    for (const { category } of budgetQuestions) if (order.at(-1) !== category) order.push(category);
    expect(order).toEqual([...budgetCategories]);
    for (const category of budgetCategories) {
      const count = budgetQuestions.filter((question) => question.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(2);
    }
  });

  it('when the summary inputs are traced, then each is fed by exactly one question of the right type', () => {
    const feeding = budgetQuestions.filter((question) => question.summaryInput !== null);
    expect(feeding).toHaveLength(summaryInputs.length);
    for (const input of summaryInputs) {
      const questions = questionsFeeding(input);
      expect(questions, input).toHaveLength(1);
      expect(questions[0]?.type, input).toBe(input === 'children' ? 'select' : 'number');
    }
  });

  it("when the emergency-fund tip looks for the student's goal, then it is a number question", () => {
    expect(findQuestion(EMERGENCY_FUND_GOAL_QUESTION)?.type).toBe('number');
  });

  it('when the children question is read, then its options are None and 1 to 4', () => {
    expect(questionsFeeding('children')[0]?.options).toEqual(['None', '1', '2', '3', '4']);
  });

  it('when a number feeds the summary, then it comes right after the research that finds the figure', () => {
    budgetQuestions.forEach((question, index) => {
      if (question.summaryInput === null || question.type !== 'number') return;
      expect(budgetQuestions[index - 1]?.type, question.id).toBe('research');
      expect(budgetQuestions[index - 1]?.category, question.id).toBe(question.category);
    });
  });

  it('when a question is research, then it has instructions and 1 to 3 https sources and no options', () => {
    const research = budgetQuestions.filter((question) => question.type === 'research');
    expect(research.length).toBeGreaterThanOrEqual(8);
    for (const question of research) {
      expect(question.options, question.id).toBeNull();
      expect(question.research?.instructions.length ?? 0, question.id).toBeGreaterThan(100);
      const sources = question.research?.sources ?? [];
      expect(sources.length, question.id).toBeGreaterThanOrEqual(1);
      expect(sources.length, question.id).toBeLessThanOrEqual(3);
      for (const source of sources) {
        expect(source.name.length, question.id).toBeGreaterThan(3);
        expect(new URL(source.url).protocol, `${question.id}: ${source.url}`).toBe('https:');
      }
    }
  });

  it('when a question is not research, then it has no research details, and only selects have options', () => {
    for (const question of budgetQuestions.filter(({ type }) => type !== 'research')) {
      expect(question.research, question.id).toBeNull();
      if (question.type === 'select') {
        expect(question.options?.length ?? 0, question.id).toBeGreaterThanOrEqual(2);
        expect(question.options?.length ?? 0, question.id).toBeLessThanOrEqual(6);
        expect(new Set(question.options).size, question.id).toBe(question.options?.length);
      } else {
        expect(question.options, question.id).toBeNull();
      }
    }
  });

  it('when a number question is shown, then its placeholder is an example whole number', () => {
    for (const question of budgetQuestions.filter(({ type }) => type === 'number')) {
      expect(question.placeholder, question.id).toMatch(/^e\.g\. \d+$/);
    }
  });

  it('when an icon is named, then lucide-react has it as a kebab-case file', () => {
    for (const { id, icon } of budgetQuestions) {
      expect(icon, id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(existsSync(path.join(lucideIcons, `${icon}.js`)), `${id}: ${icon}`).toBe(true);
    }
  });

  it('when the text is read, then every field is filled and none holds placeholder text', () => {
    for (const question of budgetQuestions) {
      for (const text of [question.title, question.description, question.placeholder]) {
        expect(text.trim().length, question.id).toBeGreaterThan(5);
      }
      expect(JSON.stringify(question), question.id).not.toMatch(
        /\b(todo|tbd|fixme|lorem|ipsum|xxx)\b/i,
      );
    }
  });
});

describe('findQuestion', () => {
  it('when the id is known, then it returns that question', () => {
    expect(findQuestion('starting_salary')?.summaryInput).toBe('startingSalary');
  });

  it('when the id is unknown, then it returns undefined', () => {
    expect(findQuestion('no_such_question')).toBeUndefined();
  });
});

describe('validateBudgetQuestions', () => {
  const valid = budgetQuestions.slice(0, 3);
  /** Validates the questions as the loader does a file that lists them. */
  const validate = (questions: unknown[]) =>
    validateBudgetQuestions({ questions }, 'questions.yaml');

  it('when every question is valid, then it returns them in order', () => {
    expect(validate(valid)).toEqual(valid);
  });

  it('when a question breaks the schema, then the error names its id', () => {
    const broken = { ...valid[1], category: 'Hobbies' };
    expect(() => validate([valid[0], broken])).toThrow(/college_cost_research/);
  });

  it('when a select question has no options, then the error names its id', () => {
    const broken = { ...findQuestion('children'), options: null };
    expect(() => validate([broken])).toThrow(/"children".*2 to 6 options/);
  });

  it('when an id repeats, then the error names it', () => {
    expect(() => validate([valid[0], valid[0]])).toThrow(/education_path.*repeats/);
  });
});
