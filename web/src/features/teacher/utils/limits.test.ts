import * as announcements from '@fc/contracts/announcements';
import * as assignments from '@fc/contracts/assignments';
import { describe, expect, it } from 'vitest';

import { ANNOUNCEMENT_MAX_LENGTH, ASSIGNMENT_NOTE_MAX } from '@/features/teacher/utils/limits';

describe('form limits', () => {
  it('are the contracts’ limits', () => {
    expect(ASSIGNMENT_NOTE_MAX).toBe(assignments.ASSIGNMENT_NOTE_MAX);
    expect(ANNOUNCEMENT_MAX_LENGTH).toBe(announcements.ANNOUNCEMENT_MAX_LENGTH);
  });
});
