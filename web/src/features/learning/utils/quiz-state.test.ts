import { describe, expect, it } from 'vitest';

import {
  initialQuizState,
  quizReducer,
  type QuizState,
} from '@/features/learning/utils/quiz-state';
import { buildQuizResult } from '@/testing/learning-fixtures';

const feedback = {
  questionId: 1,
  answerIndex: 0,
  isCorrect: true,
  correctAnswer: 0,
  explanation: 'Because.',
};

function running(): QuizState {
  const starting = quizReducer(initialQuizState, { type: 'start' });
  return quizReducer(starting, {
    type: 'started',
    attemptId: 'a-1',
    deadline: 300_000,
    questions: [],
  });
}

describe('quizReducer', () => {
  it('goes from the start screen to the first question with nothing selected', () => {
    expect(running()).toMatchObject({
      phase: 'question',
      index: 0,
      selected: null,
      feedback: null,
    });
  });

  it('does not change the answer once it is sent or its feedback shows', () => {
    let state = quizReducer(running(), { type: 'select', answerIndex: 2 });
    state = quizReducer(state, { type: 'answer-sent' });
    expect(quizReducer(state, { type: 'select', answerIndex: 1 })).toMatchObject({ selected: 2 });
    state = quizReducer(state, { type: 'feedback', feedback, msLeft: 200_000 });
    expect(quizReducer(state, { type: 'select', answerIndex: 1 })).toMatchObject({ selected: 2 });
  });

  it('ticks and unticks options and keeps the typed number until the next question clears them', () => {
    let state = quizReducer(running(), { type: 'toggle', answerIndex: 2 });
    state = quizReducer(state, { type: 'toggle', answerIndex: 0 });
    state = quizReducer(state, { type: 'toggle', answerIndex: 2 });
    state = quizReducer(state, { type: 'type', value: '$1,234.50' });
    expect(state).toMatchObject({ checked: [0], typed: '$1,234.50' });
    state = quizReducer(state, { type: 'answer-sent' });
    expect(quizReducer(state, { type: 'toggle', answerIndex: 1 })).toMatchObject({ checked: [0] });
    expect(quizReducer(state, { type: 'type', value: '9' })).toMatchObject({ typed: '$1,234.50' });
    state = quizReducer(state, { type: 'feedback', feedback, msLeft: 200_000 });
    expect(quizReducer(state, { type: 'next', now: 0 })).toMatchObject({
      index: 1,
      selected: null,
      checked: [],
      typed: '',
    });
  });

  it('stops the clock while feedback shows, and runs it again from where it stopped on Next', () => {
    let state = quizReducer(running(), { type: 'select', answerIndex: 0 });
    state = quizReducer(state, { type: 'answer-sent' });
    state = quizReducer(state, { type: 'feedback', feedback, msLeft: 200_000 });
    expect(state).toMatchObject({ pausedMsLeft: 200_000 });
    // The server's clock arriving while feedback shows does not restart it.
    expect(quizReducer(state, { type: 'clock', deadline: 1 })).toBe(state);
    // Read for a long while: the time left is the same when the next question shows.
    state = quizReducer(state, { type: 'next', now: 900_000 });
    expect(state).toMatchObject({ index: 1, deadline: 1_100_000, pausedMsLeft: null });
    expect(quizReducer(state, { type: 'clock', deadline: 1_099_000 })).toMatchObject({
      deadline: 1_099_000,
    });
  });

  it('ignores feedback that arrives after the quiz was submitted (a time-out)', () => {
    const submitting = quizReducer(running(), { type: 'finish', timedOut: true });
    expect(submitting).toEqual({
      phase: 'submitting',
      attemptId: 'a-1',
      questions: [],
      timedOut: true,
    });
    expect(quizReducer(submitting, { type: 'feedback', feedback, msLeft: 1 })).toBe(submitting);
    expect(quizReducer(submitting, { type: 'finish', timedOut: false })).toBe(submitting);
  });

  it('keeps the time-out on the results, and a retake starts over', () => {
    const submitting = quizReducer(running(), { type: 'finish', timedOut: true });
    const results = quizReducer(submitting, { type: 'submitted', result: buildQuizResult() });
    expect(results).toMatchObject({ phase: 'results', timedOut: true });
    expect(quizReducer(results, { type: 'start' })).toEqual({ phase: 'starting' });
  });
});
