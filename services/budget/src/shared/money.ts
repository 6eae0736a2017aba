/**
 * Whole dollars (the planner's answers and the tax table are whole dollars) as integer cents,
 * exactly: no floating-point rounding, and anything but a whole number is a programming error.
 */
export function wholeDollarsToCents(dollars: number): number {
  if (!Number.isSafeInteger(dollars)) {
    throw new TypeError(`Expected whole dollars, got ${dollars}`);
  }
  return dollars * 100;
}
