import { describe, expect, it } from 'vitest';
import {
  answerInContentOrder,
  arrange,
  feedbackInShownOrder,
  newLayout,
  readLayout,
  shuffled,
} from './quiz.layout.ts';

const questions = [
  { id: 1, options: ['a', 'b', 'c', 'd'] },
  { id: 2, options: ['w', 'x', 'y'] },
  { id: 3, options: [] },
];

describe('quiz layout', () => {
  it('when a list is shuffled, then every item is kept once', () => {
    const items = Array.from({ length: 50 }, (_, index) => index);
    const result = shuffled(items);
    expect([...result].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });

  it('when the random picks are known, then the shuffle is the Fisher–Yates one they give', () => {
    // Each pick takes the first remaining place: the list comes out rotated by one.
    expect(shuffled(['a', 'b', 'c'], () => 0)).toEqual(['b', 'c', 'a']);
    expect(shuffled(['a', 'b', 'c'], (max) => max - 1)).toEqual(['a', 'b', 'c']);
  });

  it('when a layout is made, then it names every question once with a permutation of its options', () => {
    const layout = newLayout(questions);
    expect(layout.map((entry) => entry.questionId).sort()).toEqual([1, 2, 3]);
    for (const entry of layout) {
      const count = questions.find((q) => q.id === entry.questionId)?.options.length ?? 0;
      expect([...entry.optionOrder].sort()).toEqual(Array.from({ length: count }, (_, i) => i));
    }
  });

  it('when a stored layout is unreadable or misses a question, then the content order fills in', () => {
    expect(readLayout({ not: 'a layout' })).toEqual([]);
    const arranged = arrange(questions, [
      { questionId: 2, optionOrder: [2, 0, 1] },
      { questionId: 1, optionOrder: [0, 0, 1, 2] },
    ]);
    expect(arranged.map(({ question, optionOrder }) => [question.id, optionOrder])).toEqual([
      [2, [2, 0, 1]],
      [1, [0, 1, 2, 3]],
      [3, []],
    ]);
  });

  it('when an answer is given in shown positions, then it is graded in content positions and its feedback shown back', () => {
    const order = [2, 0, 3, 1];
    expect(answerInContentOrder({ questionId: 1, answerIndex: 0 }, order).answerIndex).toBe(2);
    expect(answerInContentOrder({ questionId: 1, answerIndexes: [1, 3] }, order)).toMatchObject({
      answerIndexes: [0, 1],
    });
    // Out of range stays out of range, for grading to refuse.
    expect(answerInContentOrder({ questionId: 1, answerIndex: 7 }, order).answerIndex).toBe(7);
    expect(
      feedbackInShownOrder(
        {
          questionId: 1,
          answerIndex: 2,
          correctAnswer: 1,
          isCorrect: false,
          explanation: '',
          answerIndexes: [0, 1],
          correctAnswers: [3],
        },
        order,
      ),
    ).toMatchObject({
      answerIndex: 0,
      correctAnswer: 3,
      answerIndexes: [1, 3],
      correctAnswers: [2],
    });
  });
});
