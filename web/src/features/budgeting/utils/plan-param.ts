/** The plan view lives at /budgeting?plan=ID, so a plan can be linked and the back button works. */
export const PLAN_PARAM = 'plan';

/** The plan id in the address, or null when the value is not a positive whole number. */
export function parsePlanId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The search string that opens `planId`, or the list when null. */
export function planSearch(planId: number | null): string {
  return planId === null ? '' : `?${PLAN_PARAM}=${planId}`;
}
