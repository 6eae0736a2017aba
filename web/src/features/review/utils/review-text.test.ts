import { describe, expect, it } from 'vitest';

import { nextReviewNote, saysAnswer, spokenAnswer } from '@/features/review/utils/review-text';

describe('nextReviewNote', () => {
  it('says when a graded card comes back: "Again in …" after Again, "Next review in …" otherwise', () => {
    expect(nextReviewNote(1, 1)).toBe('Again in 1 day');
    expect(nextReviewNote(3, 4)).toBe('Next review in 4 days');
    expect(nextReviewNote(1, 0)).toBe('Again later today');
  });
});

describe('spokenAnswer', () => {
  it('reads a back out as "Answer: …" once, whether or not it says so itself (a quiz card does)', () => {
    expect(spokenAnswer('A plan for your money.')).toBe('Answer: A plan for your money.');
    expect(spokenAnswer('Answer: $60\n\nMoney in minus money out.')).toBe(
      'Answer: $60\n\nMoney in minus money out.',
    );
    expect(saysAnswer('Answer: $60')).toBe(true);
    expect(saysAnswer('A plan for your money.')).toBe(false);
  });
});
