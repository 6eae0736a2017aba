import { contestEnrolments, createContestSchema } from '@fc/contracts/contests';
import { LEADERBOARD_RANKS } from '@fc/contracts/market';
import { parseDollarsToCents } from '@fc/contracts/market-constants';
import { z } from 'zod';

type CreateContestInput = z.input<typeof createContestSchema>;

/**
 * The new-contest form as typed, turned into the POST /api/admin/contests body and checked by
 * createContestSchema (the end after the start, the limits, names without invisible characters,
 * in the server's words). What the form reads itself stops at the first thing to fix, in plain
 * words. Money goes in cents, a percent commission in basis points (0.25 % → 25).
 */
export const contestFormSchema = z
  .object({
    name: z.string(),
    /** datetime-local values ("2026-03-04T09:00"), in the admin's own time zone. */
    startsAt: z.string(),
    endsAt: z.string(),
    /** Dollars. */
    startingCash: z.string(),
    stocksKind: z.enum(['all', 'symbols', 'sectors']),
    /** Comma-separated. */
    symbols: z.string(),
    sectors: z.array(z.string()),
    commissionKind: z.enum(['none', 'flat', 'percent']),
    /** Dollars for a flat commission, percent for a percent one. */
    commissionAmount: z.string(),
    rankBy: z.enum(LEADERBOARD_RANKS),
    premiumAllowed: z.boolean(),
    enrolment: z.enum(contestEnrolments),
  })
  .transform((values, context): CreateContestInput => {
    const refuse = (field: keyof typeof values, message: string) => {
      context.addIssue({ code: 'custom', path: [field], message });
      return z.NEVER;
    };
    const name = values.name.trim();
    if (!name) return refuse('name', 'Please name the contest.');
    const startsAt = toIso(values.startsAt);
    const endsAt = toIso(values.endsAt);
    if (!startsAt) return refuse('startsAt', 'Please give the start and the end.');
    if (!endsAt) return refuse('endsAt', 'Please give the start and the end.');
    const startingCash = parseHundredths(values.startingCash);
    if (startingCash === null || startingCash <= 0) {
      return refuse('startingCash', 'Please enter the starting cash in dollars, e.g. 10000.');
    }

    let allowedStocks: CreateContestInput['allowedStocks'] = { kind: 'all' };
    if (values.stocksKind === 'symbols') {
      const symbols = values.symbols
        .split(/[\s,]+/)
        .map((symbol) => symbol.trim().toUpperCase())
        .filter(Boolean);
      if (symbols.length === 0)
        return refuse('symbols', 'List the symbols allowed, e.g. AAPL, MSFT.');
      allowedStocks = { kind: 'symbols', symbols: [...new Set(symbols)] };
    } else if (values.stocksKind === 'sectors') {
      if (values.sectors.length === 0) return refuse('sectors', 'Pick at least one sector.');
      allowedStocks = { kind: 'sectors', sectors: values.sectors };
    }

    let commission: CreateContestInput['commission'] = { kind: 'none' };
    if (values.commissionKind !== 'none') {
      const amount = parseHundredths(values.commissionAmount);
      if (amount === null || amount <= 0) {
        return refuse(
          'commissionAmount',
          values.commissionKind === 'flat'
            ? 'Please enter the commission in dollars, e.g. 1.00.'
            : 'Please enter the commission in percent, e.g. 0.25.',
        );
      }
      commission =
        values.commissionKind === 'flat'
          ? { kind: 'flat', cents: amount }
          : { kind: 'percent', basisPoints: amount };
    }

    return {
      name,
      startsAt,
      endsAt,
      startingCash,
      allowedStocks,
      commission,
      rankBy: values.rankBy,
      premiumAllowed: values.premiumAllowed,
      enrolment: values.enrolment,
    };
  })
  .pipe(createContestSchema);

export type ContestFormValues = z.input<typeof contestFormSchema>;

/** The form's fields in the order they are on screen: the first one wrong is the one shown. */
export const contestFieldOrder = [
  'name',
  'startsAt',
  'endsAt',
  'startingCash',
  'symbols',
  'sectors',
  'allowedStocks',
  'commissionAmount',
  'commission',
] as const;

/** A datetime-local value ("2026-03-04T09:00") for a moment, in the browser's time zone. */
export function toDateTimeLocal(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A new form: starting now, for two weeks, with the practice portfolio's cash. */
export function initialContestForm(now = new Date()): ContestFormValues {
  return {
    name: '',
    startsAt: toDateTimeLocal(now),
    endsAt: toDateTimeLocal(new Date(now.getTime() + 14 * 24 * 60 * 60 * 1000)),
    startingCash: '10000',
    stocksKind: 'all',
    symbols: '',
    sectors: [],
    commissionKind: 'none',
    commissionAmount: '',
    rankBy: 'return',
    premiumAllowed: false,
    enrolment: 'open',
  };
}

/** Dollars or percent as typed ("$1,250.50", "0.25"), in hundredths, or null. */
function parseHundredths(text: string): number | null {
  return parseDollarsToCents(text.trim().replace(/,/g, '').replace(/^\$/, '').replace(/%$/, ''));
}

/** A datetime-local value as an ISO moment, or null when it is not one. */
function toIso(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
