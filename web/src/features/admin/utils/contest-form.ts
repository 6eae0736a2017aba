import type { CreateContest } from '@fc/contracts/contests';
import type { LeaderboardRank } from '@fc/contracts/market';
import { parseDollarsToCents } from '@fc/contracts/market-constants';
import { findInvisibleCharacter, invisibleCharacterMessage } from '@fc/contracts/names';

/** What the admin typed into the new-contest form, as text. */
export interface ContestFormValues {
  name: string;
  /** datetime-local values ("2026-03-04T09:00"), in the admin's own time zone. */
  startsAt: string;
  endsAt: string;
  /** Dollars. */
  startingCash: string;
  stocksKind: 'all' | 'symbols' | 'sectors';
  /** Comma-separated. */
  symbols: string;
  sectors: readonly string[];
  commissionKind: 'none' | 'flat' | 'percent';
  /** Dollars for a flat commission, percent for a percent one. */
  commissionAmount: string;
  rankBy: LeaderboardRank;
  premiumAllowed: boolean;
  enrolment: 'open' | 'everyone';
}

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

/**
 * The POST /api/admin/contests body for the form, or the first thing to fix in plain words.
 * Money goes in cents, a percent commission in basis points (0.25 % → 25); the server checks the
 * rest (the end after the start, the limits) and says what is wrong.
 */
export function buildCreateContest(
  values: ContestFormValues,
): { body: CreateContest; error?: never } | { error: string; body?: never } {
  const name = values.name.trim();
  if (!name) return { error: 'Please name the contest.' };
  const invisible = findInvisibleCharacter(name);
  if (invisible) return { error: invisibleCharacterMessage(invisible) };
  const startsAt = toIso(values.startsAt);
  const endsAt = toIso(values.endsAt);
  if (!startsAt || !endsAt) return { error: 'Please give the start and the end.' };
  const startingCash = parseHundredths(values.startingCash);
  if (startingCash === null || startingCash <= 0) {
    return { error: 'Please enter the starting cash in dollars, e.g. 10000.' };
  }

  let allowedStocks: CreateContest['allowedStocks'] = { kind: 'all' };
  if (values.stocksKind === 'symbols') {
    const symbols = values.symbols
      .split(/[\s,]+/)
      .map((symbol) => symbol.trim().toUpperCase())
      .filter(Boolean);
    if (symbols.length === 0) return { error: 'List the symbols allowed, e.g. AAPL, MSFT.' };
    allowedStocks = { kind: 'symbols', symbols: [...new Set(symbols)] };
  } else if (values.stocksKind === 'sectors') {
    if (values.sectors.length === 0) return { error: 'Pick at least one sector.' };
    allowedStocks = { kind: 'sectors', sectors: [...values.sectors] };
  }

  let commission: CreateContest['commission'] = { kind: 'none' };
  if (values.commissionKind !== 'none') {
    const amount = parseHundredths(values.commissionAmount);
    if (amount === null || amount <= 0) {
      return {
        error:
          values.commissionKind === 'flat'
            ? 'Please enter the commission in dollars, e.g. 1.00.'
            : 'Please enter the commission in percent, e.g. 0.25.',
      };
    }
    commission =
      values.commissionKind === 'flat'
        ? { kind: 'flat', cents: amount }
        : { kind: 'percent', basisPoints: amount };
  }

  return {
    body: {
      name,
      startsAt,
      endsAt,
      startingCash,
      allowedStocks,
      commission,
      rankBy: values.rankBy,
      premiumAllowed: values.premiumAllowed,
      enrolment: values.enrolment,
    },
  };
}
