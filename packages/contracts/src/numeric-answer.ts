/**
 * How a typed numeric quiz answer is read, shared by the learning service (which grades it) and
 * the quiz page (which checks it beside the field before sending). No zod here: the page imports
 * it without the schemas.
 */

export type NumericAnswerUnit = '$' | '%' | 'years';

/** A plain number: optional sign, digits (commas only between groups of three), optional decimals. */
const PLAIN_NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

export type NumericAnswerReading =
  { ok: true; value: number } | { ok: false; reason: 'empty' | 'not_a_number' };

/**
 * Reads "1,234.5", "$1,234.50" (in dollars), "12.5%" (in percent), "8 years" or a number; a
 * typographic minus (−) reads as a minus sign. Anything else is not a number.
 */
export function readNumericAnswer(
  input: number | string,
  unit: NumericAnswerUnit | null | undefined,
): NumericAnswerReading {
  if (typeof input === 'number') {
    return Number.isFinite(input)
      ? { ok: true, value: input }
      : { ok: false, reason: 'not_a_number' };
  }
  let text = input.trim().replace(/^\u2212/, '-');
  if (text === '') return { ok: false, reason: 'empty' };
  let sign = '';
  if (/^[+-]/.test(text)) {
    sign = text[0] === '-' ? '-' : '';
    text = text.slice(1).trimStart();
  }
  if (unit === '$' && text.startsWith('$')) text = text.slice(1).trimStart();
  if (unit === '%' && text.endsWith('%')) text = text.slice(0, -1).trimEnd();
  if (unit === 'years') text = text.replace(/\s*years?$/i, '');
  if (!PLAIN_NUMBER.test(text) || !/\d/.test(text)) return { ok: false, reason: 'not_a_number' };
  const value = Number(sign + text.replaceAll(',', ''));
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: 'not_a_number' };
}

/** Examples of what to type, in the API's error message. */
export const NUMERIC_ANSWER_EXAMPLES: Record<NumericAnswerUnit | 'none', string> = {
  $: 'e.g. 1,234.50 or $1,234.50',
  '%': 'e.g. 12.5 or 12.5%',
  years: 'e.g. 8 or 8.5',
  none: 'e.g. 1,234.5',
};
