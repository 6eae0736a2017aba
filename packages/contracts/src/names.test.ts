import { describe, expect, it } from 'vitest';
import { registerBodySchema } from './auth.ts';
import { createPlanSchema } from './budget.ts';
import { createContestSchema } from './contests.ts';
import { findInvisibleCharacter, invisibleCharacterMessage } from './names.ts';

describe('invisible formatting characters in names', () => {
  it.each([
    ['U+202E', 'Sam\u202Ethgir'],
    ['U+202A', '\u202AAda'],
    ['U+2066', 'Ada\u2066 Lovelace'],
    ['U+2069', 'Ada\u2069'],
    ['U+200E', 'Ada\u200E'],
    ['U+200F', '\u200FAda'],
    ['U+061C', 'Ada\u061C'],
    ['U+200B', 'A\u200Bda'],
    ['U+FEFF', '\uFEFFAda'],
    ['U+2028', 'Ada\u2028Lovelace'],
    ['U+200D', 'Ada\u200DLovelace'],
    ['U+200C', '\u200CAda'],
  ])('when a name holds %s, then it is found', (found, name) => {
    expect(findInvisibleCharacter(name)).toBe(found);
  });

  it.each([
    'Ada Lovelace',
    "O'Brien-Smith",
    'José Núñez',
    'محمد',
    'عبد الله',
    '李小龙',
    // Persian and Hindi need the non-joiner and joiner between their own letters.
    'می\u200Cخواهم',
    'क्\u200Dष',
    // An emoji family is one picture made of three joined by zero-width joiners.
    'Ana 👩\u200D👩\u200D👧',
  ])('when a name is %s, then nothing is found', (name) => {
    expect(findInvisibleCharacter(name)).toBeUndefined();
  });

  it('when a student registers, names a contest or a plan with an override, then each schema refuses it with the message', () => {
    const message = invisibleCharacterMessage('U+202E');
    const register = registerBodySchema.safeParse({
      username: 'sam',
      email: 'sam@example.org',
      password: 'Secret-pass-123',
      firstName: 'Sam',
      lastName: 'Student\u202E',
    });
    expect(register.error?.issues).toEqual([
      expect.objectContaining({ path: ['lastName'], message }),
    ]);
    const contest = createContestSchema.safeParse({
      name: 'Spring \u202Eetinraps',
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: '2026-03-08T00:00:00.000Z',
      startingCash: 1_000_000,
      rankBy: 'return',
    });
    expect(contest.error?.issues).toEqual([expect.objectContaining({ path: ['name'], message })]);
    const plan = createPlanSchema.safeParse({ planName: 'My plan\u202E' });
    expect(plan.error?.issues).toEqual([expect.objectContaining({ path: ['planName'], message })]);
    expect(message).toBe(
      'Names cannot contain invisible or text-direction characters (U+202E found). Please type the name again.',
    );
  });
});
