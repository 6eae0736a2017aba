import { budgetQuestionSchema, type BudgetQuestion, type SummaryInput } from '@fc/contracts/budget';
import { prettifyError } from 'zod';

/**
 * The 29 built-in questions of the Future Budget Planner (SPEC.md sections 2, 3 and 9), in the
 * order a student answers them: a high-school student plans their life at about 25.
 *
 * These questions are content, not code: review a change to them the way you review a lesson
 * (plain, friendly, accurate US English; real, reputable sources with working https links).
 * Figures in the instructions and placeholders are examples only; the student looks up the
 * current ones.
 *
 * Eight answers feed the summary formula (`summaryInput`). Each of those comes right after the
 * research question that helps the student find the figure, and its title says the unit.
 */
const questions: BudgetQuestion[] = [
  // Education
  {
    id: 'education_path',
    category: 'Education',
    icon: 'graduation-cap',
    title: 'Your path after high school',
    description:
      'What will you do right after you graduate? There is no wrong answer: pick the path you would most like to take.',
    type: 'select',
    placeholder: 'Choose your path',
    options: [
      'Four-year college or university',
      'Community college',
      'Trade or technical school',
      'Military service',
      'Start working full-time',
    ],
    research: null,
    summaryInput: null,
  },
  {
    id: 'college_cost_research',
    category: 'Education',
    icon: 'school',
    title: 'Look up what your education will cost',
    description:
      'Find the yearly price of the school or training program you chose, so you know what you are signing up for.',
    type: 'research',
    placeholder:
      'e.g. State university, in-state: $11,600 tuition and fees + $13,300 room and board a year',
    options: null,
    research: {
      instructions:
        "Pick one real school or program you would like to attend and look it up on College Scorecard or College Navigator. Write down its yearly tuition and fees and, if you would live on campus, its room and board. College Scorecard also shows the average yearly cost after financial aid, which is often much lower than the sticker price, so write that down too. Then check College Board's Trends in College Pricing to compare your school with the national average for its type (public or private, two-year or four-year). If you chose the military or going straight to work, look up a training or certificate program for the job you want, or write down that your education will cost $0.",
      sources: [
        {
          name: 'College Scorecard (U.S. Department of Education)',
          url: 'https://collegescorecard.ed.gov/',
        },
        {
          name: 'College Navigator (National Center for Education Statistics)',
          url: 'https://nces.ed.gov/collegenavigator/',
        },
        {
          name: 'College Board Trends in College Pricing',
          url: 'https://research.collegeboard.org/trends/college-pricing',
        },
      ],
    },
    summaryInput: null,
  },
  {
    id: 'education_funding',
    category: 'Education',
    icon: 'hand-coins',
    title: 'How you will pay for your education',
    description:
      'Most students combine several ways to pay. Choose the one you expect to cover the biggest share. Filling out the FAFSA in your senior year is how you apply for federal grants, work-study and student loans.',
    type: 'select',
    placeholder: 'Choose the biggest source',
    options: [
      'Scholarships and grants',
      'Savings or help from family',
      'Working while I study',
      'Student loans',
      'The military or my employer pays',
      'No education costs for me',
    ],
    research: null,
    summaryInput: null,
  },
  {
    id: 'student_loan_research',
    category: 'Education',
    icon: 'calculator',
    title: 'Look up what a student loan would cost you',
    description:
      'A loan is paid back with interest after you finish school. Find out what the monthly payment would be before you borrow.',
    type: 'research',
    placeholder: 'e.g. Borrow $27,000 at 6.5%: about $307 a month for 10 years',
    options: null,
    research: {
      instructions:
        'On StudentAid.gov, find this year\'s interest rate for Direct Loans for undergraduate students. Estimate how much you might borrow in total: your yearly cost, minus scholarships, grants, savings and work, times the number of years in school. Then use the Loan Simulator to estimate your monthly payment. Write down the amount, the interest rate and the monthly payment. If you will not borrow, write "No loans" and how you plan to avoid them. Remember the payment: it belongs in your monthly living expenses in the Lifestyle section.',
      sources: [
        {
          name: 'Federal Student Aid: Interest Rates for Federal Student Loans',
          url: 'https://studentaid.gov/understand-aid/types/loans/interest-rates',
        },
        {
          name: 'Federal Student Aid Loan Simulator',
          url: 'https://studentaid.gov/loan-simulator/',
        },
      ],
    },
    summaryInput: null,
  },

  // Graduate Education
  {
    id: 'grad_school_plans',
    category: 'Graduate Education',
    icon: 'book-open',
    title: 'Graduate or professional school',
    description:
      "Some careers need more school after a bachelor's degree, such as a master's degree, law school or medical school. Do you see that in your future?",
    type: 'select',
    placeholder: 'Choose one',
    options: [
      'No',
      'Maybe, later in my career',
      "Yes, a master's degree",
      'Yes, a law, medical or other professional degree',
      'Yes, a doctorate (PhD)',
    ],
    research: null,
    summaryInput: null,
  },
  {
    id: 'grad_school_research',
    category: 'Graduate Education',
    icon: 'library',
    title: 'Look up whether your career needs an advanced degree',
    description:
      'Find out how much education the career you want asks for, and what more school could mean for your pay.',
    type: 'research',
    placeholder:
      'e.g. Physical therapists need a Doctor of Physical Therapy degree, about 3 more years after college',
    options: null,
    research: {
      instructions:
        'Find the career you want in the Occupational Outlook Handbook and open its "How to Become One" tab. Write down the education you typically need to start. Then open the BLS "Education pays" chart and compare the median weekly earnings of people with a bachelor\'s degree with those of people with a master\'s or professional degree. If graduate school is in your plans, also look up the yearly tuition of one real program on College Navigator.',
      sources: [
        {
          name: 'U.S. Bureau of Labor Statistics Occupational Outlook Handbook',
          url: 'https://www.bls.gov/ooh/',
        },
        {
          name: 'U.S. Bureau of Labor Statistics: Education pays',
          url: 'https://www.bls.gov/emp/chart-unemployment-earnings-education.htm',
        },
        {
          name: 'College Navigator (National Center for Education Statistics)',
          url: 'https://nces.ed.gov/collegenavigator/',
        },
      ],
    },
    summaryInput: null,
  },
  {
    id: 'grad_school_tradeoffs',
    category: 'Graduate Education',
    icon: 'scale',
    title: 'Is more school worth it for you?',
    description:
      'Graduate school can raise your pay, but it also costs tuition and years when you are not working full-time. Explain your choice in a few sentences.',
    type: 'textarea',
    placeholder:
      "e.g. I will start working after college and go back for a master's only if my employer helps pay for it.",
    options: null,
    research: null,
    summaryInput: null,
  },

  // Career
  {
    id: 'career_choice',
    category: 'Career',
    icon: 'briefcase',
    title: 'Your career at 25',
    description:
      'What job do you picture yourself doing at about 25, and where? Name the job title and the city or state, because pay depends on both.',
    type: 'textarea',
    placeholder: 'e.g. Registered nurse at a hospital in Columbus, Ohio',
    options: null,
    research: null,
    summaryInput: null,
  },
  {
    id: 'salary_research',
    category: 'Career',
    icon: 'search',
    title: 'Look up the typical salary for your career',
    description:
      'Find out what people in your career really earn, and what someone just starting out can expect.',
    type: 'research',
    placeholder:
      'e.g. Median pay $60,000 a year; lowest 10% under $40,000; median in my state $57,000',
    options: null,
    research: {
      instructions:
        "Search for your career in the Occupational Outlook Handbook. On the Summary tab, write down the median pay per year: half of all workers earn more and half earn less. Open the Pay tab and write down what the lowest 10 percent earn. Starting pay is usually below the median, often somewhere between those two figures. Then use CareerOneStop's Salary Finder or the BLS Occupational Employment and Wage Statistics to see the pay in the state or city you chose, because pay varies a lot by place.",
      sources: [
        {
          name: 'U.S. Bureau of Labor Statistics Occupational Outlook Handbook',
          url: 'https://www.bls.gov/ooh/',
        },
        {
          name: 'CareerOneStop Salary Finder (U.S. Department of Labor)',
          url: 'https://www.careeronestop.org/Toolkit/Wages/find-salary.aspx',
        },
        {
          name: 'U.S. Bureau of Labor Statistics Occupational Employment and Wage Statistics',
          url: 'https://www.bls.gov/oes/',
        },
      ],
    },
    summaryInput: null,
  },
  {
    id: 'starting_salary',
    category: 'Career',
    icon: 'badge-dollar-sign',
    title: 'Your starting salary (per year, before taxes)',
    description:
      'Enter the yearly salary you expect at about 25, in whole dollars, before taxes are taken out. Use the figures you just looked up. Your take-home pay will be lower once taxes are withheld from each paycheck.',
    type: 'number',
    placeholder: 'e.g. 48000',
    options: null,
    research: null,
    summaryInput: 'startingSalary',
  },
  {
    id: 'job_benefits',
    category: 'Career',
    icon: 'shield-check',
    title: 'The job benefit that matters most to you',
    description:
      'Benefits are part of your pay too. Many employers offer health insurance and a retirement plan such as a 401(k), and some add money to what you save there (a "match"). Which benefit would you look for first?',
    type: 'select',
    placeholder: 'Choose one',
    options: [
      'Health insurance',
      'Retirement plan with an employer match',
      'Paid time off',
      'Help paying for more education',
      'Flexible or remote work',
    ],
    research: null,
    summaryInput: null,
  },

  // Housing
  {
    id: 'housing_choice',
    category: 'Housing',
    icon: 'house',
    title: 'Where you will live',
    description: 'Picture your life at 25. What kind of home will you have?',
    type: 'select',
    placeholder: 'Choose one',
    options: ['With my family', 'Renting with roommates', 'Renting on my own', 'Buying a home'],
    research: null,
    summaryInput: null,
  },
  {
    id: 'rent_research',
    category: 'Housing',
    icon: 'map-pin',
    title: 'Look up housing costs where you want to live',
    description:
      'Housing is usually the biggest monthly bill. Find out what a place costs in the city or town you picked.',
    type: 'research',
    placeholder: 'e.g. 1-bedroom in my city: about $1,400 a month; utilities about $200 a month',
    options: null,
    research: {
      instructions:
        "Look up the typical monthly rent for a one-bedroom apartment or a studio in the city you chose, using Zillow's rent data or HUD's Fair Market Rents for your county. If you will have roommates, look up a two- or three-bedroom place and divide the rent by the number of people. If you plan to buy, also note a typical home price there on Zillow and ask an adult to help you estimate the monthly mortgage payment. Then add utilities such as electricity, heat, water and internet: ask an adult at home what those bills cost each month to get an idea. Write down the rent and the utilities separately.",
      sources: [
        {
          name: 'Zillow Rental Market Trends',
          url: 'https://www.zillow.com/rental-manager/market-trends/',
        },
        {
          name: 'HUD Fair Market Rents (U.S. Department of Housing and Urban Development)',
          url: 'https://www.huduser.gov/portal/datasets/fmr.html',
        },
      ],
    },
    summaryInput: null,
  },
  {
    id: 'monthly_housing',
    category: 'Housing',
    icon: 'key-round',
    title: 'Your monthly housing cost (rent or mortgage + utilities)',
    description:
      'Enter what you will pay for housing each month, in whole dollars: your rent or mortgage plus utilities. If you share a place, enter only your share. If you live with family, enter what you will pay them, even if it is 0.',
    type: 'number',
    placeholder: 'e.g. 1600',
    options: null,
    research: null,
    summaryInput: 'monthlyHousing',
  },

  // Transportation
  {
    id: 'transportation_choice',
    category: 'Transportation',
    icon: 'bus',
    title: 'How you will get around',
    description: 'How will you get to work and everywhere else at 25?',
    type: 'select',
    placeholder: 'Choose one',
    options: [
      'Buy a new car',
      'Buy a used car',
      'Lease a car',
      'Public transportation',
      'Walk or bike',
    ],
    research: null,
    summaryInput: null,
  },
  {
    id: 'car_cost_research',
    category: 'Transportation',
    icon: 'fuel',
    title: 'Look up what your car or commute will cost',
    description:
      'A car costs more than its price tag: every month there is the loan payment, insurance and gas.',
    type: 'research',
    placeholder:
      'e.g. Used sedan for $20,000 with $2,000 down: payment $356 + insurance $150 + gas $120 a month',
    options: null,
    research: {
      instructions:
        "Find the price of a car you would realistically buy on Kelley Blue Book (look at cars a few years old if you picked a used car). Estimate the monthly loan payment: for example, borrowing $18,000 at 7% for 5 years costs about $356 a month. Look at AAA's Your Driving Costs to see what insurance, fuel and maintenance add for a typical driver, and use FuelEconomy.gov to find your car's miles per gallon and yearly fuel cost. Divide any yearly figures by 12. If you will not have a car, look up the price of a monthly pass on your local transit agency's website instead.",
      sources: [
        { name: 'Kelley Blue Book', url: 'https://www.kbb.com/' },
        {
          name: 'AAA Your Driving Costs',
          url: 'https://exchange.aaa.com/automotive/driving-costs/',
        },
        {
          name: 'FuelEconomy.gov (U.S. Department of Energy and EPA)',
          url: 'https://www.fueleconomy.gov/',
        },
      ],
    },
    summaryInput: null,
  },
  {
    id: 'monthly_car',
    category: 'Transportation',
    icon: 'car',
    title: 'Your monthly car costs (payment + insurance + gas)',
    description:
      'Enter what getting around will cost you each month, in whole dollars: your car payment plus insurance plus gas. If you will not have a car, enter what you will spend each month on transit passes or rides.',
    type: 'number',
    placeholder: 'e.g. 625',
    options: null,
    research: null,
    summaryInput: 'monthlyCar',
  },

  // Family
  {
    id: 'children',
    category: 'Family',
    icon: 'baby',
    title: 'Children in your plan',
    description:
      'How many children will your budget cover? Many people wait until later to have kids, so "None" is a perfectly normal answer at 25.',
    type: 'select',
    placeholder: 'Choose a number',
    options: ['None', '1', '2', '3', '4'],
    research: null,
    summaryInput: 'children',
  },
  {
    id: 'childcare_research',
    category: 'Family',
    icon: 'blocks',
    title: 'Look up the cost of child care',
    description:
      'Full-time child care for a young child can cost as much as rent. Find out what it costs where you want to live.',
    type: 'research',
    placeholder: 'e.g. Infant care at a center in my state: $13,000 a year, about $1,083 a month',
    options: null,
    research: {
      instructions:
        'Use Child Care Aware of America\'s child care price data or the U.S. Department of Labor\'s National Database of Childcare Prices to find the yearly price of full-time care for one infant or toddler at a child care center in your state or county. Divide the yearly price by 12 to get a monthly figure and write both down. If you chose "None" for children, look it up anyway so you know for later: your summary will not count it.',
      sources: [
        { name: 'Child Care Aware of America', url: 'https://www.childcareaware.org/' },
        {
          name: 'National Database of Childcare Prices (U.S. Department of Labor)',
          url: 'https://www.dol.gov/agencies/wb/topics/featured-childcare',
        },
      ],
    },
    summaryInput: null,
  },
  {
    id: 'monthly_childcare',
    category: 'Family',
    icon: 'hand-heart',
    title: 'Your monthly childcare cost per child',
    description:
      'Enter the monthly cost of child care for ONE child, in whole dollars. The summary multiplies it by the number of children you chose. If you chose "None", enter 0.',
    type: 'number',
    placeholder: 'e.g. 1100',
    options: null,
    research: null,
    summaryInput: 'monthlyChildcare',
  },
  {
    id: 'household_plans',
    category: 'Family',
    icon: 'users',
    title: 'Your household at 25',
    description:
      'Who will share your home and your costs? Describe your household: a partner, roommates, pets, or family members you help support.',
    type: 'textarea',
    placeholder: 'e.g. I will live with one roommate and a cat. We will split rent and utilities.',
    options: null,
    research: null,
    summaryInput: null,
  },

  // Lifestyle
  {
    id: 'living_cost_research',
    category: 'Lifestyle',
    icon: 'shopping-cart',
    title: 'Look up your everyday living costs',
    description:
      'Food, a phone plan, clothes and fun add up fast. Find real numbers so your plan is more than a guess.',
    type: 'research',
    placeholder: 'e.g. Food $350, phone $45, clothes $60, fun and eating out $150 a month',
    options: null,
    research: {
      instructions:
        "Open the latest monthly cost report on the USDA Food Plans page and find the monthly cost of food for a person of your age and sex. Choose the plan closest to how you want to eat: Thrifty, Low-Cost, Moderate-Cost or Liberal. Next, look at the BLS Consumer Expenditure Surveys tables to see what households headed by someone under 25 spend in a year on clothing and entertainment, and divide by 12. Then look up the monthly price of a phone plan you would choose on a carrier's website. Write down each amount per month.",
      sources: [
        {
          name: 'USDA Food Plans: Cost of Food Reports',
          url: 'https://www.fns.usda.gov/cnpp/usda-food-plans-cost-food-reports',
        },
        {
          name: 'U.S. Bureau of Labor Statistics Consumer Expenditure Surveys',
          url: 'https://www.bls.gov/cex/',
        },
      ],
    },
    summaryInput: null,
  },
  {
    id: 'monthly_living',
    category: 'Lifestyle',
    icon: 'wallet',
    title: 'Your monthly living expenses (food, phone, clothes, fun)',
    description:
      'Enter the total you will spend each month on everyday living, in whole dollars: food, phone, clothes and fun, plus any other regular bills such as subscriptions or a student loan payment.',
    type: 'number',
    placeholder: 'e.g. 900',
    options: null,
    research: null,
    summaryInput: 'monthlyLiving',
  },
  {
    id: 'vacation_research',
    category: 'Lifestyle',
    icon: 'map',
    title: 'Look up the cost of a vacation',
    description:
      'Time off matters too. Plan one real trip so you know what a year of vacations might cost.',
    type: 'research',
    placeholder:
      'e.g. 4 nights at the beach: hotel $800 + meals $350 + flight $300 + activities $150 = $1,600',
    options: null,
    research: {
      instructions:
        'Choose a place in the U.S. you would like to visit. Look it up in the GSA per diem rates to find a typical hotel cost per night and a meals allowance per day for that city: these are the amounts the federal government allows its own workers when they travel. Multiply by the number of nights and days of your trip. Then add the cost of getting there (a round-trip plane ticket or gas) and of activities, such as entrance fees on the National Park Service website. Write down the total for the trip.',
      sources: [
        {
          name: 'GSA Per Diem Rates (U.S. General Services Administration)',
          url: 'https://www.gsa.gov/travel/plan-book/per-diem-rates',
        },
        { name: 'National Park Service', url: 'https://www.nps.gov/' },
      ],
    },
    summaryInput: null,
  },
  {
    id: 'annual_vacation',
    category: 'Lifestyle',
    icon: 'plane',
    title: 'Your yearly vacation budget',
    description:
      'Enter how much you will spend on vacations and trips in a whole year, in whole dollars. Add up every trip you plan: one big trip, a few weekends away, or 0 if you will stay home.',
    type: 'number',
    placeholder: 'e.g. 2000',
    options: null,
    research: null,
    summaryInput: 'annualVacation',
  },

  // Financial Planning
  {
    id: 'retirement_research',
    category: 'Financial Planning',
    icon: 'chart-line',
    title: 'Look up how saving early grows',
    description:
      'Money you save for retirement in your 20s has the most years to grow. See what compound interest can do.',
    type: 'research',
    placeholder: 'e.g. $500 a month for 40 years at 7%: about $1.2 million, from $240,000 put in',
    options: null,
    research: {
      instructions:
        'Open the Investor.gov compound interest calculator. Enter $0 as the initial investment, a monthly contribution you could afford (a common goal is 15% of your yearly salary, divided by 12), 40 years, and an estimated interest rate of 7%. The 7% is only an example: investments can go down as well as up. Write down the future value and compare it with the total you put in. Then read the IRS retirement plan pages to learn about two ways to save for retirement with tax benefits: a 401(k) through your job and an IRA you open yourself.',
      sources: [
        {
          name: 'Investor.gov Compound Interest Calculator (U.S. Securities and Exchange Commission)',
          url: 'https://www.investor.gov/financial-tools-calculators/calculators/compound-interest-calculator',
        },
        { name: 'IRS Retirement Plans', url: 'https://www.irs.gov/retirement-plans' },
      ],
    },
    summaryInput: null,
  },
  {
    id: 'monthly_retirement',
    category: 'Financial Planning',
    icon: 'piggy-bank',
    title: 'Your monthly retirement saving',
    description:
      'Enter how much you will put toward retirement each month, in whole dollars, for example into a 401(k) or an IRA. Many experts suggest saving about 15% of your salary: divide your yearly salary by 12 and multiply by 0.15 to see that amount.',
    type: 'number',
    placeholder: 'e.g. 600',
    options: null,
    research: null,
    summaryInput: 'monthlyRetirement',
  },
  {
    id: 'emergency_fund_goal',
    category: 'Financial Planning',
    icon: 'umbrella',
    title: 'Your emergency fund goal',
    description:
      'An emergency fund is money set aside for surprises like a car repair or losing your job. A common goal is 6 months of expenses: add your monthly housing, car and living costs, multiply by 6, and enter the total in whole dollars.',
    type: 'number',
    placeholder: 'e.g. 18000',
    options: null,
    research: null,
    summaryInput: null,
  },
  {
    id: 'plan_reflection',
    category: 'Financial Planning',
    icon: 'notebook-pen',
    title: 'Looking back at your plan',
    description:
      'Open your Budget Summary. Does your salary cover your costs and your savings? What surprised you, and what is one money habit you can start now, in high school, to get there?',
    type: 'textarea',
    placeholder:
      'e.g. Housing costs more than I expected, so I will plan on a roommate. I will save $20 from every paycheck from my summer job.',
    options: null,
    research: null,
    summaryInput: null,
  },
];

/**
 * Checks each question against the contract and the rules its type implies, so a content edit
 * that breaks one stops the service at start-up with the question's id.
 */
export function validateBudgetQuestions(candidates: readonly unknown[]): readonly BudgetQuestion[] {
  const seen = new Set<string>();
  return candidates.map((candidate, index) => {
    const result = budgetQuestionSchema.safeParse(candidate);
    const label = idOf(candidate) ?? `at position ${index + 1}`;
    if (!result.success) {
      throw new Error(`Budget question ${label} is invalid:\n${prettifyError(result.error)}`);
    }
    const question = result.data;
    const problem = findTypeProblem(question) ?? (seen.has(question.id) ? 'its id repeats' : null);
    if (problem) throw new Error(`Budget question ${label} is invalid: ${problem}`);
    seen.add(question.id);
    return question;
  });
}

function idOf(candidate: unknown): string | undefined {
  if (typeof candidate !== 'object' || candidate === null || !('id' in candidate)) return undefined;
  return typeof candidate.id === 'string' ? `"${candidate.id}"` : undefined;
}

function findTypeProblem(question: BudgetQuestion): string | null {
  if ((question.type === 'research') !== (question.research !== null)) {
    return 'research details belong to research questions, and only to them';
  }
  if (question.type === 'select') {
    const count = question.options?.length ?? 0;
    return count >= 2 && count <= 6 ? null : 'a select question needs 2 to 6 options';
  }
  return question.options === null ? null : 'only select questions have options';
}

/** The 29 built-in questions, in the order a student answers them. */
export const budgetQuestions: readonly BudgetQuestion[] = Object.freeze(
  validateBudgetQuestions(questions),
);

const questionsById = new Map(budgetQuestions.map((question) => [question.id, question]));

export function findQuestion(id: string): BudgetQuestion | undefined {
  return questionsById.get(id);
}

/** The questions whose answers give a summary input: exactly one for each input. */
export function questionsFeeding(input: SummaryInput): readonly BudgetQuestion[] {
  return budgetQuestions.filter((question) => question.summaryInput === input);
}
