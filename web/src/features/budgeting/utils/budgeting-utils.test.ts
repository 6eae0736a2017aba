import { budgetCategories } from '@fc/contracts/budget';
import { Baby, CircleHelp, GraduationCap, House } from 'lucide-react';
import { describe, expect, it } from 'vitest';

import {
  answerAll,
  buildAnswer,
  questionIndex,
  questions,
  questionsWithOptional,
} from '@/features/budgeting/testing/budget-fixtures';
import { getBreakdownSums, getShare } from '@/features/budgeting/utils/breakdown';
import { BUDGET_CATEGORIES } from '@/features/budgeting/utils/categories';
import { cashFlowTextClass, formatShare } from '@/features/budgeting/utils/number-format';
import { parsePlanId, planSearch } from '@/features/budgeting/utils/plan-param';
import { getQuestionIcon } from '@/features/budgeting/utils/question-icons';
import {
  areAllAnswered,
  getCategorySections,
  getMissingQuestions,
  getStartIndex,
  indexAnswers,
  isSectionComplete,
} from '@/features/budgeting/utils/questions';
import { formatDollars, formatSignedDollars } from '@/lib/money';

describe('budget categories', () => {
  it("the feature's copy equals the contract's categories, in order", () => {
    expect(BUDGET_CATEGORIES).toEqual(budgetCategories);
  });
});

describe('money', () => {
  it('shows cents as dollars with 2 decimals and thousands separators', () => {
    expect(formatDollars(5_200_000)).toBe('$52,000.00');
    expect(formatDollars(123_456_789)).toBe('$1,234,567.89');
    expect(formatDollars(0)).toBe('$0.00');
  });

  it('signs net amounts, and colours them green, red or neutral', () => {
    expect(formatSignedDollars(580_000)).toBe('+$5,800.00');
    expect(formatSignedDollars(-1_234_550)).toBe('-$12,345.50');
    expect(formatSignedDollars(0)).toBe('$0.00');
    expect(cashFlowTextClass(1)).toBe('text-green-700');
    expect(cashFlowTextClass(-1)).toBe('text-red-700');
    expect(cashFlowTextClass(0)).toBe('text-slate-700');
  });

  it('sums the breakdown as expenses, savings (retirement) and the two together', () => {
    const items = [
      { key: 'housing', label: 'Housing', kind: 'expense', annual: 1_800_000, monthly: 150_000 },
      {
        key: 'retirement',
        label: 'Retirement saving',
        kind: 'saving',
        annual: 600_000,
        monthly: 50_000,
      },
      { key: 'vacation', label: 'Vacations', kind: 'expense', annual: 200_000, monthly: 16_667 },
    ] as const;
    expect(getBreakdownSums(items)).toEqual({
      expenses: { annual: 2_000_000, monthly: 166_667 },
      savings: { annual: 600_000, monthly: 50_000 },
      total: { annual: 2_600_000, monthly: 216_667 },
    });
  });

  it('counts emergency fund saving with retirement as savings, and the optional costs as expenses', () => {
    const items = [
      { key: 'housing', label: 'Housing', kind: 'expense', annual: 1_200_000, monthly: 100_000 },
      {
        key: 'health',
        label: 'Health insurance',
        kind: 'expense',
        annual: 144_000,
        monthly: 12_000,
      },
      {
        key: 'retirement',
        label: 'Retirement saving',
        kind: 'saving',
        annual: 600_000,
        monthly: 50_000,
      },
      {
        key: 'emergency',
        label: 'Emergency fund saving',
        kind: 'saving',
        annual: 240_000,
        monthly: 20_000,
      },
    ] as const;
    expect(getBreakdownSums(items)).toEqual({
      expenses: { annual: 1_344_000, monthly: 112_000 },
      savings: { annual: 840_000, monthly: 70_000 },
      total: { annual: 2_184_000, monthly: 182_000 },
    });
  });

  it('gives shares of the breakdown as whole percents', () => {
    const items = [
      { key: 'housing', label: 'Housing', kind: 'expense', annual: 300, monthly: 25 },
      { key: 'car', label: 'Car', kind: 'expense', annual: 100, monthly: 8 },
    ] as const;
    const total = getBreakdownSums(items).total.annual;
    expect(total).toBe(400);
    expect(formatShare(getShare(items[0], total))).toBe('75%');
    expect(getShare(items[0], 0)).toBe(0);
  });
});

describe('plan address', () => {
  it('reads a positive whole plan id and refuses anything else', () => {
    expect(parsePlanId('5')).toBe(5);
    expect(parsePlanId(null)).toBeNull();
    expect(parsePlanId('')).toBeNull();
    expect(parsePlanId('0')).toBeNull();
    expect(parsePlanId('-3')).toBeNull();
    expect(parsePlanId('2.5')).toBeNull();
    expect(parsePlanId('abc')).toBeNull();
    expect(planSearch(5)).toBe('?plan=5');
    expect(planSearch(null)).toBe('');
  });
});

describe('questions', () => {
  it('groups the questions by category in the product order with the first question of each, the optional More Costs last', () => {
    const sections = getCategorySections(questionsWithOptional);
    expect(sections.map((section) => section.category)).toEqual(BUDGET_CATEGORIES);
    expect(sections.find((section) => section.category === 'Housing')?.firstIndex).toBe(
      questionIndex('housing-type'),
    );
    expect(sections.reduce((sum, section) => sum + section.questionIds.length, 0)).toBe(31);
    expect(
      sections.filter((section) => section.isOptional).map((section) => section.category),
    ).toEqual(['More Costs']);
  });

  it('needs only the 29 to be answered, and picks a plan up at the first unanswered of them', () => {
    const allRequired = indexAnswers(answerAll());
    expect(areAllAnswered(questionsWithOptional, allRequired)).toBe(true);
    expect(getStartIndex(questionsWithOptional, allRequired)).toBe(0);
    expect(getStartIndex(questionsWithOptional, indexAnswers(answerAll(['money-goals'])))).toBe(
      questionIndex('money-goals'),
    );
  });

  it('knows a fully answered category, and when every question is answered', () => {
    const [education] = getCategorySections(questions);
    if (!education) throw new Error('No Education section');
    const someAnswers = indexAnswers(answerAll(['college-aid']));
    expect(isSectionComplete(education, someAnswers)).toBe(false);
    expect(areAllAnswered(questions, someAnswers)).toBe(false);

    const allAnswers = indexAnswers(answerAll());
    expect(isSectionComplete(education, allAnswers)).toBe(true);
    expect(areAllAnswered(questions, allAnswers)).toBe(true);
    expect(areAllAnswered([], allAnswers)).toBe(false);
  });

  it('starts at the first unanswered question, or the first when all are answered', () => {
    expect(getStartIndex(questions, indexAnswers([]))).toBe(0);
    expect(getStartIndex(questions, indexAnswers([buildAnswer('college-choice')]))).toBe(1);
    expect(getStartIndex(questions, indexAnswers(answerAll()))).toBe(0);
  });

  it('turns missing summary inputs into their questions, in question order', () => {
    expect(
      getMissingQuestions(questions, ['monthly-retirement', 'starting-salary', 'gone']).map(
        ({ question, index }) => [question.title, index],
      ),
    ).toEqual([
      ['Your starting salary', questionIndex('starting-salary')],
      ['Monthly retirement saving', questionIndex('monthly-retirement')],
    ]);
  });
});

describe('question icons', () => {
  it('maps kebab-case lucide names (and other spellings) to icons, with a fallback', () => {
    expect(getQuestionIcon('graduation-cap')).toBe(GraduationCap);
    expect(getQuestionIcon('GraduationCap')).toBe(GraduationCap);
    expect(getQuestionIcon('home')).toBe(House);
    expect(getQuestionIcon('baby')).toBe(Baby);
    expect(getQuestionIcon('no-such-icon')).toBe(CircleHelp);
    expect(getQuestionIcon(null)).toBe(CircleHelp);
  });
});
