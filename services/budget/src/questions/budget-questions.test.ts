import { existsSync } from 'node:fs';
import path from 'node:path';
import { budgetCategories, optionalSummaryInputs, summaryInputs } from '@fc/contracts/budget';
import { describe, expect, it } from 'vitest';
import { STATE_INCOME_TAX_CHOICES } from '../taxes/tax-2026.ts';
import {
  budgetQuestions,
  EMERGENCY_FUND_GOAL_QUESTION,
  findQuestion,
  questionsFeeding,
  requiredQuestions,
  STATE_INCOME_TAX_QUESTION,
} from './budget-questions.ts';
import { validateBudgetQuestions } from './questions.loader.ts';

/** The built-in questions (docs/product.md sections 3 and 9): content the planner and the summary rely on. */
const repoRoot = path.join(import.meta.dirname, '..', '..', '..', '..');
const lucideIcons = path.join(repoRoot, 'node_modules', 'lucide-react', 'dist', 'esm', 'icons');

describe('the built-in budget questions', () => {
  it('when counted, then there are 29 required and 7 optional, with unique snake_case ids', () => {
    expect(requiredQuestions).toHaveLength(29);
    expect(budgetQuestions.filter((question) => question.isOptional)).toHaveLength(7);
    const ids = budgetQuestions.map((question) => question.id);
    expect(new Set(ids).size).toBe(36);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('when read in order, then the categories come in the contract order, each with at least 2, More Costs last', () => {
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
    const inputs = [...summaryInputs, ...optionalSummaryInputs];
    expect(feeding).toHaveLength(inputs.length);
    for (const input of inputs) {
      const questions = questionsFeeding(input);
      expect(questions, input).toHaveLength(1);
      expect(questions[0]?.type, input).toBe(input === 'children' ? 'select' : 'number');
    }
  });

  it("when the emergency-fund tip looks for the student's goal, then it is a number question", () => {
    expect(findQuestion(EMERGENCY_FUND_GOAL_QUESTION)?.type).toBe('number');
  });

  it('when the More Costs questions are read, then they come after the 29, are all optional and feed only optional inputs', () => {
    const firstOptional = budgetQuestions.findIndex((question) => question.isOptional);
    expect(firstOptional).toBe(29);
    for (const question of budgetQuestions.slice(firstOptional)) {
      expect(question.isOptional, question.id).toBe(true);
      expect(question.category, question.id).toBe('More Costs');
      if (question.summaryInput) {
        expect(optionalSummaryInputs as readonly string[], question.id).toContain(
          question.summaryInput,
        );
      }
    }
  });

  it('when the state income tax question is read, then its options are the tax table choices, in order', () => {
    const question = findQuestion(STATE_INCOME_TAX_QUESTION);
    expect(question?.isOptional).toBe(true);
    expect(question?.options).toEqual(STATE_INCOME_TAX_CHOICES.map((choice) => choice.option));
  });

  it('when the emergency fund and student loan examples are read, then their figures add up', () => {
    // 6 × the examples of housing (1,600), car (625) and living (900): 6 × 3,125 = 18,750.
    const example = (id: string) => Number(/\d+/.exec(findQuestion(id)?.placeholder ?? '')?.[0]);
    expect(example('emergency_fund_goal')).toBe(
      6 * (example('monthly_housing') + example('monthly_car') + example('monthly_living')),
    );
    // From July 2026 a $27,000 balance has a 15-year standard plan: 27,000 at 6.5 % over 180
    // months is 235.20 a month.
    expect(findQuestion('student_loan_research')?.placeholder).toBe(
      'e.g. Borrow $27,000 at 6.5%: about $235 a month for 15 years',
    );
  });

  it('when the children question is read, then its options are None and 1 to 4', () => {
    expect(questionsFeeding('children')[0]?.options).toEqual(['None', '1', '2', '3', '4']);
  });

  it('when a number feeds the summary, then it comes right after the research that finds the figure', () => {
    requiredQuestions.forEach((question, index) => {
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

  it('when a number question is shown, then its example lies within its usual amounts, and each unusual amount gives a reason that says what to check', () => {
    for (const question of budgetQuestions.filter(({ type }) => type === 'number')) {
      const { bounds } = question;
      expect(bounds, question.id).not.toBeNull();
      const example = Number(question.placeholder.replace('e.g. ', ''));
      expect(example, question.id).toBeGreaterThanOrEqual(bounds?.low?.amount ?? 0);
      expect(example, question.id).toBeLessThanOrEqual(bounds?.high?.amount ?? Infinity);
      expect(bounds?.high, question.id).not.toBeNull();
      for (const unusual of [bounds?.low, bounds?.high]) {
        if (unusual) expect(unusual.reason, question.id).toMatch(/Check /);
      }
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
