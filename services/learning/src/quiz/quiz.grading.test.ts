import { describe, expect, it } from 'vitest';
import { gradeAnswer, parseNumericAnswer, type StoredQuestion } from './quiz.grading.ts';

describe('numeric answers', () => {
  it.each([
    ['1,234.5', null, 1234.5],
    ['$1,234.50', '$', 1234.5],
    ['-$5', '$', -5],
    ['−3%', '%', -3],
    ['12.5%', '%', 12.5],
    ['12.5 %', '%', 12.5],
    ['8 years', 'years', 8],
    ['.5', null, 0.5],
    [42, '$', 42],
  ] as const)('when %o is typed (unit %s), then it reads %d', (input, unit, value) => {
    expect(parseNumericAnswer(input, unit)).toBe(value);
  });

  it.each([
    ['1,23', '$'],
    ['1,2345', null],
    ['$12', '%'],
    ['12%', '$'],
    ['1e3', null],
    ['0x10', null],
    ['--5', null],
    ['$', '$'],
    ['five', null],
    ['Infinity', null],
  ] as const)('when %o is typed (unit %s), then it is refused as not a number', (input, unit) => {
    expect(() => parseNumericAnswer(input, unit)).toThrow(/answerValue must be a number/);
  });

  it('when a numeric answer is graded, then anything within the tolerance is right', () => {
    const question: StoredQuestion = {
      id: 1,
      type: 'numeric',
      options: [],
      correctAnswer: null,
      correctAnswers: [],
      numericAnswer: 0.3,
      tolerance: 0,
      unit: null,
      explanation: 'Because.',
    };
    expect(gradeAnswer(question, { questionId: 1, answerValue: 0.1 + 0.2 }).isCorrect).toBe(true);
    expect(gradeAnswer(question, { questionId: 1, answerValue: '0.31' }).isCorrect).toBe(false);
    expect(
      gradeAnswer({ ...question, tolerance: 0.01 }, { questionId: 1, answerValue: '0.31' })
        .isCorrect,
    ).toBe(true);
  });
});
