import { describe, expect, it } from 'vitest';

import { contestFormSchema, initialContestForm } from '@/features/admin/utils/contest-form';

describe('contestFormSchema', () => {
  it('when the contest name holds a right-to-left override, then the form says names cannot hold it', () => {
    const values = { ...initialContestForm(), name: 'Spring \u202Eetinraps' };
    const refused = contestFormSchema.safeParse(values);
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [
        ['name'],
        'Names cannot contain invisible or text-direction characters (U+202E found). Please type the name again.',
      ],
    ]);
    expect(contestFormSchema.parse({ ...values, name: 'Spring sprint' }).name).toBe(
      'Spring sprint',
    );
  });

  it("when the end is before the start, then it says so in the server's words", () => {
    const values = {
      ...initialContestForm(),
      name: 'Backwards Cup',
      startsAt: '2026-03-16T09:00',
      endsAt: '2026-03-02T09:00',
    };
    expect(contestFormSchema.safeParse(values).error?.issues[0]?.message).toBe(
      'The contest must end after it starts',
    );
  });
});
