import type { TakeHomeLines } from '@fc/contracts/budget';
import {
  FEDERAL_BRACKETS,
  MEDICARE,
  SOCIAL_SECURITY,
  STANDARD_DEDUCTION,
  STATE_INCOME_TAX_CHOICES,
} from './tax-2026.ts';
import { wholeDollarsToCents } from '../shared/money.ts';

/** Federal income tax on a gross salary (cents): the standard deduction, then the brackets. */
export function federalIncomeTax(grossCents: number): number {
  let taxable = Math.max(0, grossCents - wholeDollarsToCents(STANDARD_DEDUCTION));
  let tax = 0;
  let floor = 0;
  for (const { upTo, rate } of FEDERAL_BRACKETS) {
    const ceiling = upTo === null ? Infinity : wholeDollarsToCents(upTo);
    const portion = Math.min(taxable, ceiling - floor);
    if (portion <= 0) break;
    tax += portion * rate;
    taxable -= portion;
    floor = ceiling;
  }
  return Math.round(tax);
}

/** The employee's Social Security and Medicare taxes (FICA) on a gross salary, in cents. */
export function socialSecurityAndMedicare(grossCents: number): number {
  const socialSecurity =
    Math.min(grossCents, wholeDollarsToCents(SOCIAL_SECURITY.wageBase)) * SOCIAL_SECURITY.rate;
  const medicare =
    grossCents * MEDICARE.rate +
    Math.max(0, grossCents - wholeDollarsToCents(MEDICARE.additionalOver)) *
      MEDICARE.additionalRate;
  return Math.round(socialSecurity) + Math.round(medicare);
}

/** The share of the salary a state income tax option takes; undefined for an unknown option. */
export function stateTaxRate(option: string): number | undefined {
  return STATE_INCOME_TAX_CHOICES.find((choice) => choice.option === option)?.rate;
}

/**
 * Gross salary → federal income tax → Social Security and Medicare → state income tax →
 * take-home pay, for a year, in cents. `stateRate` is the chosen share (0 while unchosen).
 */
export function takeHomePay(grossCents: number, stateRate: number): TakeHomeLines {
  const gross = Math.max(0, grossCents);
  const federal = federalIncomeTax(gross);
  const fica = socialSecurityAndMedicare(gross);
  const state = Math.round(gross * stateRate);
  return {
    grossSalary: gross,
    federalIncomeTax: federal,
    socialSecurityAndMedicare: fica,
    stateIncomeTax: state,
    takeHomePay: gross - federal - fica - state,
  };
}
