/**
 * The limits the forms count against, as packages/contracts assignments.ts and announcements.ts
 * set them. Copied rather than imported: those files build zod schemas at their top level, and
 * one value from them would bring zod into the admin pages (docs/development.md "No zod on the
 * first load"). limits.test.ts keeps the copies equal to the contracts.
 */
export const ASSIGNMENT_NOTE_MAX = 500;
export const ANNOUNCEMENT_MAX_LENGTH = 1000;
