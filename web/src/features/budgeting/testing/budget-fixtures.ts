import type {
  BudgetAnswer,
  BudgetPlan,
  BudgetPlanDetail,
  BudgetQuestion,
  BudgetSummary,
} from '@fc/contracts/budget';

import type { MockRoutes } from '@/testing/mock-fetch';

/** Test data for the planner: what the budget service answers (contracts/budget.ts). */

export function buildQuestion(
  overrides: Partial<BudgetQuestion> & Pick<BudgetQuestion, 'id' | 'category' | 'title'>,
): BudgetQuestion {
  return {
    icon: 'circle-help',
    description: `Think about ${overrides.title.toLowerCase()}.`,
    type: 'textarea',
    placeholder: 'Type your answer',
    options: null,
    research: null,
    summaryInput: null,
    bounds: overrides.type === 'number' ? { max: 100_000, low: null, high: null } : null,
    isOptional: false,
    ...overrides,
  };
}

/** 29 questions in the product's order: 4 + 3 + 4 + 4 + 4 + 3 + 4 + 3 over the 8 categories. */
export const questions: BudgetQuestion[] = [
  buildQuestion({
    id: 'college-choice',
    category: 'Education',
    icon: 'graduation-cap',
    title: 'Choose a college',
    description: 'Pick a college or training program you would like to attend.',
    type: 'research',
    placeholder: 'e.g. State University, nursing',
    research: {
      instructions: 'Look up two colleges and compare their programs.',
      sources: [
        { name: 'College Navigator', url: 'https://nces.ed.gov/collegenavigator/' },
        { name: 'BigFuture', url: 'https://bigfuture.collegeboard.org/' },
      ],
    },
  }),
  buildQuestion({
    id: 'college-tuition',
    category: 'Education',
    title: 'Yearly tuition',
    type: 'number',
    placeholder: 'e.g. 11000',
  }),
  buildQuestion({
    id: 'college-years',
    category: 'Education',
    title: 'Years of study',
    type: 'select',
    options: ['2', '4', '5'],
  }),
  buildQuestion({ id: 'college-aid', category: 'Education', title: 'Paying for college' }),
  buildQuestion({
    id: 'grad-school',
    category: 'Graduate Education',
    icon: 'book-open',
    title: 'Graduate school',
    type: 'select',
    options: ['Yes', 'No', 'Maybe'],
  }),
  buildQuestion({
    id: 'grad-cost',
    category: 'Graduate Education',
    title: 'Graduate school cost',
    type: 'number',
    placeholder: 'e.g. 30000',
  }),
  buildQuestion({ id: 'grad-why', category: 'Graduate Education', title: 'Why graduate school' }),
  buildQuestion({
    id: 'career-choice',
    category: 'Career',
    icon: 'briefcase',
    title: 'Your career',
    type: 'research',
    research: {
      instructions: 'Find a career you like.',
      sources: [{ name: 'Occupational Outlook Handbook', url: 'https://www.bls.gov/ooh/' }],
    },
  }),
  buildQuestion({
    id: 'starting-salary',
    category: 'Career',
    icon: 'banknote',
    title: 'Your starting salary',
    type: 'number',
    placeholder: 'e.g. 52000',
    summaryInput: 'startingSalary',
  }),
  buildQuestion({ id: 'career-city', category: 'Career', title: 'Where you will work' }),
  buildQuestion({
    id: 'career-growth',
    category: 'Career',
    title: 'Salary in ten years',
    type: 'number',
    placeholder: 'e.g. 70000',
  }),
  buildQuestion({
    id: 'housing-type',
    category: 'Housing',
    icon: 'house',
    title: 'Where you will live',
    type: 'select',
    options: ['Apartment', 'House', 'With family'],
  }),
  buildQuestion({
    id: 'monthly-housing',
    category: 'Housing',
    title: 'Monthly rent or mortgage',
    type: 'number',
    placeholder: 'e.g. 1400',
    summaryInput: 'monthlyHousing',
  }),
  buildQuestion({ id: 'roommates', category: 'Housing', title: 'Roommates' }),
  buildQuestion({
    id: 'utilities',
    category: 'Housing',
    title: 'Utilities',
    type: 'number',
    placeholder: 'e.g. 150',
  }),
  buildQuestion({
    id: 'car-choice',
    category: 'Transportation',
    icon: 'car',
    title: 'Your car',
    type: 'research',
    research: {
      instructions: 'Price a car you would drive.',
      sources: [{ name: 'Kelley Blue Book', url: 'https://www.kbb.com/' }],
    },
  }),
  buildQuestion({
    id: 'monthly-car',
    category: 'Transportation',
    title: 'Monthly car payment',
    type: 'number',
    placeholder: 'e.g. 450',
    summaryInput: 'monthlyCar',
  }),
  buildQuestion({ id: 'commute', category: 'Transportation', title: 'Your commute' }),
  buildQuestion({
    id: 'insurance',
    category: 'Transportation',
    title: 'Car insurance',
    type: 'number',
    placeholder: 'e.g. 120',
  }),
  buildQuestion({
    id: 'children',
    category: 'Family',
    icon: 'baby',
    title: 'How many children?',
    type: 'select',
    options: ['None', '1', '2', '3', '4'],
    summaryInput: 'children',
  }),
  buildQuestion({
    id: 'monthly-childcare',
    category: 'Family',
    title: 'Monthly childcare per child',
    type: 'number',
    placeholder: 'e.g. 900',
    summaryInput: 'monthlyChildcare',
  }),
  buildQuestion({ id: 'family-plans', category: 'Family', title: 'Family plans' }),
  buildQuestion({
    id: 'monthly-living',
    category: 'Lifestyle',
    icon: 'utensils',
    title: 'Monthly living expenses',
    type: 'number',
    placeholder: 'e.g. 800',
    summaryInput: 'monthlyLiving',
  }),
  buildQuestion({
    id: 'annual-vacation',
    category: 'Lifestyle',
    icon: 'plane',
    title: 'Yearly vacation budget',
    type: 'number',
    placeholder: 'e.g. 2000',
    summaryInput: 'annualVacation',
  }),
  buildQuestion({ id: 'hobbies', category: 'Lifestyle', title: 'Hobbies' }),
  buildQuestion({
    id: 'subscriptions',
    category: 'Lifestyle',
    title: 'Subscriptions',
    type: 'number',
    placeholder: 'e.g. 40',
  }),
  buildQuestion({
    id: 'monthly-retirement',
    category: 'Financial Planning',
    icon: 'piggy-bank',
    title: 'Monthly retirement saving',
    type: 'number',
    placeholder: 'e.g. 650',
    summaryInput: 'monthlyRetirement',
  }),
  buildQuestion({ id: 'emergency-fund', category: 'Financial Planning', title: 'Emergency fund' }),
  buildQuestion({ id: 'money-goals', category: 'Financial Planning', title: 'Money goals' }),
];

/** The optional More Costs questions after the 29 (docs/product.md "Budget Planner"). */
export const optionalQuestions: BudgetQuestion[] = [
  buildQuestion({
    id: 'state_income_tax',
    category: 'More Costs',
    icon: 'landmark',
    title: 'Your state income tax (an estimate)',
    type: 'select',
    options: ['No state income tax', 'About 4% of my salary'],
    isOptional: true,
  }),
  buildQuestion({
    id: 'health-insurance',
    category: 'More Costs',
    icon: 'heart-pulse',
    title: 'Your monthly health insurance premium',
    type: 'number',
    placeholder: 'e.g. 120',
    summaryInput: 'monthlyHealthInsurance',
    isOptional: true,
  }),
];

/** What the service lists: the 29, then the optional More Costs. */
export const questionsWithOptional: BudgetQuestion[] = [...questions, ...optionalQuestions];

export function questionIndex(id: string): number {
  const index = questions.findIndex((question) => question.id === id);
  if (index === -1) throw new Error(`No question ${id}`);
  return index;
}

export function buildAnswer(
  questionId: string,
  answer = 'My answer',
  overrides: Partial<BudgetAnswer> = {},
): BudgetAnswer {
  return {
    questionId,
    answer,
    numericValue: /^\d+$/.test(answer) ? Number(answer) : null,
    notes: null,
    updatedAt: '2026-03-02T15:00:00.000Z',
    ...overrides,
  };
}

/** An answer to every question but those in `except`. */
export function answerAll(except: readonly string[] = []): BudgetAnswer[] {
  return questions
    .filter((question) => !except.includes(question.id))
    .map((question) =>
      buildAnswer(
        question.id,
        question.options?.[0] ?? (question.type === 'number' ? '1000' : 'My answer'),
      ),
    );
}

export function buildPlan(overrides: Partial<BudgetPlan> = {}): BudgetPlan {
  return {
    id: 5,
    planName: 'Nurse in Chicago',
    isComplete: false,
    createdAt: '2026-03-01T15:30:00.000Z',
    updatedAt: '2026-03-02T15:00:00.000Z',
    completedAt: null,
    answeredCount: 0,
    totalQuestions: questions.length,
    ...overrides,
  };
}

export function buildSummary(overrides: Partial<BudgetSummary> = {}): BudgetSummary {
  return {
    startingSalary: 5_200_000,
    annualExpenses: 3_380_000,
    savings: 780_000,
    netCashFlow: 28_200,
    children: 0,
    breakdown: [
      { key: 'housing', label: 'Housing', kind: 'expense', annual: 1_680_000, monthly: 140_000 },
      {
        key: 'living',
        label: 'Living expenses',
        kind: 'expense',
        annual: 960_000,
        monthly: 80_000,
      },
      {
        key: 'retirement',
        label: 'Retirement saving',
        kind: 'saving',
        annual: 780_000,
        monthly: 65_000,
      },
      { key: 'car', label: 'Car', kind: 'expense', annual: 540_000, monthly: 45_000 },
      { key: 'vacation', label: 'Vacations', kind: 'expense', annual: 200_000, monthly: 16_667 },
      { key: 'childcare', label: 'Childcare', kind: 'expense', annual: 0, monthly: 0 },
    ],
    monthly: { income: 349_017, expenses: 281_667, savings: 65_000, netCashFlow: 2_350 },
    // $52,000: federal 4,060; Social Security and Medicare 3,978; state 4 % 2,080 = 41,882.
    takeHome: {
      taxYear: 2026,
      annual: {
        grossSalary: 5_200_000,
        federalIncomeTax: 406_000,
        socialSecurityAndMedicare: 397_800,
        stateIncomeTax: 208_000,
        takeHomePay: 4_188_200,
      },
      monthly: {
        grossSalary: 433_333,
        federalIncomeTax: 33_833,
        socialSecurityAndMedicare: 33_150,
        stateIncomeTax: 17_333,
        takeHomePay: 349_017,
      },
      stateChoice: 'About 4% of my salary',
      sources: [
        {
          name: 'IRS Rev. Proc. 2025-32: 2026 tax brackets and standard deduction',
          url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
        },
      ],
    },
    missingInputs: [],
    warnings: [],
    tips: [
      'Save about 15% of your income for retirement: $7,800 a year on this salary.',
      'Build an emergency fund of 6 months of expenses: $19,200.',
      'Prices rise about 2-3% a year with inflation.',
    ],
    ...overrides,
  };
}

/** The plan with `answers`; its counts follow the answers. */
export function buildPlanDetail({
  answers = [],
  summary = buildSummary(),
  deposit = null,
  ...overrides
}: Partial<BudgetPlanDetail> = {}): BudgetPlanDetail {
  return {
    ...buildPlan({ answeredCount: answers.length, ...overrides }),
    answers,
    summary,
    deposit,
  };
}

/** The planner's calls for a user with plan 5, answered with the data above. */
export function budgetRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/budget/questions': { body: questions },
    'GET /api/budget/plans': {
      body: [
        buildPlan({
          id: 6,
          planName: 'Engineer in Denver',
          answeredCount: 29,
          isComplete: true,
          createdAt: '2026-03-03T10:00:00.000Z',
        }),
        buildPlan({ answeredCount: 12 }),
      ],
    },
    'GET /api/budget/plans/5': { body: buildPlanDetail() },
    ...overrides,
  };
}
