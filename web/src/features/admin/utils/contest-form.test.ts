import { describe, expect, it } from 'vitest';

import { buildCreateContest, initialContestForm } from '@/features/admin/utils/contest-form';

describe('buildCreateContest', () => {
  it('when the contest name holds a right-to-left override, then the form says names cannot hold it', () => {
    const values = { ...initialContestForm(), name: 'Spring \u202Eetinraps' };
    expect(buildCreateContest(values)).toEqual({
      error:
        'Names cannot contain invisible or text-direction characters (U+202E found). Please type the name again.',
    });
    expect(buildCreateContest({ ...values, name: 'Spring sprint' }).body?.name).toBe(
      'Spring sprint',
    );
  });
});
