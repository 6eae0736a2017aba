import { z } from 'zod';
import { LEADERBOARD_RANKS, investmentLeaderboardEntrySchema, portfolioSchema } from './market.ts';
import { refuseInvisibleCharacters } from './names.ts';

/**
 * Class contests (docs/product.md "Contests"): an admin sets the dates, the starting
 * cash, the stocks allowed, a commission and the ranking rule; each student who joins gets a
 * portfolio of the contest's own; when it ends its results are frozen. The always-on portfolio is
 * the "Practice" contest, with no dates and no rules. Money in integer cents.
 */

export const contestEnrolments = ['open', 'everyone'] as const;
export const contestStatuses = ['upcoming', 'running', 'ended'] as const;
export type ContestStatus = (typeof contestStatuses)[number];

/** The longest a contest may run: a school year. */
export const MAX_CONTEST_DAYS = 366;
/** The most a percent commission may be: 5 % (500 basis points). */
export const MAX_COMMISSION_BASIS_POINTS = 500;
/** The most a flat commission may be: $100 a trade. */
export const MAX_FLAT_COMMISSION_CENTS = 10_000;

const isoMoment = z.iso.datetime({ offset: true, error: 'Please give dates as ISO 8601 moments' });

export const allowedStocksSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({
      kind: z.literal('symbols'),
      symbols: z
        .array(z.string().trim().toUpperCase().min(1).max(10), {
          error: 'List the symbols allowed',
        })
        .min(1, 'List at least one symbol')
        .max(200),
    }),
    z.object({
      kind: z.literal('sectors'),
      sectors: z
        .array(z.string().trim().min(1).max(60), { error: 'List the sectors allowed' })
        .min(1, 'List at least one sector')
        .max(30),
    }),
  ],
  { error: 'Allowed stocks must be all, a list of symbols or a list of sectors' },
);
export type AllowedStocks = z.infer<typeof allowedStocksSchema>;

export const commissionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({
      kind: z.literal('flat'),
      cents: z
        .number({ error: 'A flat commission is a whole number of cents' })
        .int('A flat commission is a whole number of cents')
        .min(1, 'A flat commission is at least 1 cent')
        .max(MAX_FLAT_COMMISSION_CENTS, 'A flat commission is at most $100.00'),
    }),
    z.object({
      kind: z.literal('percent'),
      basisPoints: z
        .number({ error: 'A percent commission is a whole number of basis points' })
        .int('A percent commission is a whole number of basis points')
        .min(1, 'A percent commission is at least 0.01 %')
        .max(MAX_COMMISSION_BASIS_POINTS, 'A percent commission is at most 5 %'),
    }),
  ],
  { error: 'Commission must be none, flat or percent' },
);
export type Commission = z.infer<typeof commissionSchema>;

/** POST /api/admin/contests. */
export const createContestSchema = z
  .object({
    name: z
      .string({ error: 'Please name the contest' })
      .trim()
      .min(1, 'Please name the contest')
      .max(80, 'A contest name is at most 80 characters')
      .superRefine(refuseInvisibleCharacters),
    startsAt: isoMoment,
    endsAt: isoMoment,
    startingCash: z
      .number({ error: 'Starting cash is a whole number of cents' })
      .int('Starting cash is a whole number of cents')
      .min(100, 'Starting cash is at least $1.00')
      .max(100_000_000_00, 'Starting cash is at most $100,000,000.00'),
    allowedStocks: allowedStocksSchema.default({ kind: 'all' }),
    commission: commissionSchema.default({ kind: 'none' }),
    rankBy: z.enum(LEADERBOARD_RANKS, {
      error: `Ranking must be one of: ${LEADERBOARD_RANKS.join(', ')}`,
    }),
    premiumAllowed: z.boolean({ error: 'premiumAllowed must be true or false' }).default(false),
    enrolment: z
      .enum(contestEnrolments, { error: 'Enrolment must be open or everyone' })
      .default('open'),
  })
  .refine((contest) => Date.parse(contest.endsAt) > Date.parse(contest.startsAt), {
    message: 'The contest must end after it starts',
    path: ['endsAt'],
  })
  .refine(
    (contest) =>
      Date.parse(contest.endsAt) - Date.parse(contest.startsAt) <=
      MAX_CONTEST_DAYS * 24 * 60 * 60 * 1000,
    { message: `A contest runs for at most ${MAX_CONTEST_DAYS} days`, path: ['endsAt'] },
  );
export type CreateContest = z.infer<typeof createContestSchema>;

export const contestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  startingCash: z.number().int(),
  allowedStocks: allowedStocksSchema,
  commission: commissionSchema,
  rankBy: z.enum(LEADERBOARD_RANKS),
  premiumAllowed: z.boolean(),
  enrolment: z.enum(contestEnrolments),
  status: z.enum(contestStatuses),
  /** When the results were frozen (after the end), or null. */
  frozenAt: z.string().nullable(),
  participants: z.number().int(),
  /** The caller's portfolio in it, or null when they have not joined. */
  portfolioId: z.number().int().nullable(),
});
export type Contest = z.infer<typeof contestSchema>;
export const contestListSchema = z.array(contestSchema);

/** GET /api/contests/:id/leaderboard: live while it runs, the frozen results once it ended. */
export const contestLeaderboardSchema = z.object({
  contest: contestSchema,
  isFrozen: z.boolean(),
  entries: z.array(investmentLeaderboardEntrySchema),
});
export type ContestLeaderboard = z.infer<typeof contestLeaderboardSchema>;

/** POST /api/contests/:id/join and GET /api/contests/:id/portfolio: the caller's contest portfolio. */
export const contestPortfolioSchema = portfolioSchema;
