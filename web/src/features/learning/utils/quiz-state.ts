import type { AnswerFeedback, QuizQuestion, QuizResult } from '@fc/contracts/learning';

/**
 * The quiz flow (docs/product.md section 4 "Quiz"): intro → starting → one question
 * at a time (answer, send, feedback: a right answer moves on after 2 s, a wrong one when the
 * student presses Next; the clock stops meanwhile) → submitting → results. A time-out
 * moves straight to submitting; Retake starts over with a new attempt.
 */
export type QuizState =
  | { phase: 'intro' }
  | { phase: 'starting' }
  | {
      phase: 'question';
      attemptId: string;
      /** This attempt's questions, in its own order with its own option order. */
      questions: readonly QuizQuestion[];
      /** When the countdown reaches zero (epoch ms); not running while feedback shows. */
      deadline: number;
      /** While feedback shows the clock is stopped with this much time left (ms). */
      pausedMsLeft: number | null;
      index: number;
      /** Single choice: the option picked. */
      selected: number | null;
      /** Select all that apply: the options ticked. */
      checked: number[];
      /** Numeric entry: the text typed. */
      typed: string;
      isSending: boolean;
      feedback: AnswerFeedback | null;
    }
  | { phase: 'submitting'; attemptId: string; questions: Questions; timedOut: boolean }
  | { phase: 'submit-failed'; attemptId: string; questions: Questions; timedOut: boolean }
  | { phase: 'results'; result: QuizResult; questions: Questions; timedOut: boolean };

type Questions = readonly QuizQuestion[];

export type QuizAction =
  | { type: 'start' }
  | { type: 'start-failed' }
  | { type: 'started'; attemptId: string; deadline: number; questions: readonly QuizQuestion[] }
  | { type: 'select'; answerIndex: number }
  | { type: 'toggle'; answerIndex: number }
  | { type: 'type'; value: string }
  | { type: 'answer-sent' }
  | { type: 'answer-failed' }
  /** `msLeft`: the time left on the clock when the feedback came; it stops there. */
  | { type: 'feedback'; feedback: AnswerFeedback; msLeft: number }
  /** `now`: when the student moved on; the clock runs again from there. */
  | { type: 'next'; now: number }
  /** The server's deadline, once it has restarted its clock. */
  | { type: 'clock'; deadline: number }
  | { type: 'finish'; timedOut: boolean }
  | { type: 'submit-retry' }
  | { type: 'submit-failed' }
  | { type: 'submitted'; result: QuizResult };

export const initialQuizState: QuizState = { phase: 'intro' };

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'start':
      return { phase: 'starting' };
    case 'start-failed':
      return state.phase === 'starting' ? { phase: 'intro' } : state;
    case 'started':
      if (state.phase !== 'starting') return state;
      return {
        phase: 'question',
        attemptId: action.attemptId,
        questions: action.questions,
        deadline: action.deadline,
        pausedMsLeft: null,
        index: 0,
        selected: null,
        checked: [],
        typed: '',
        isSending: false,
        feedback: null,
      };
    case 'select':
      if (state.phase !== 'question' || state.feedback || state.isSending) return state;
      return { ...state, selected: action.answerIndex };
    case 'toggle':
      if (state.phase !== 'question' || state.feedback || state.isSending) return state;
      return {
        ...state,
        checked: state.checked.includes(action.answerIndex)
          ? state.checked.filter((index) => index !== action.answerIndex)
          : [...state.checked, action.answerIndex],
      };
    case 'type':
      if (state.phase !== 'question' || state.feedback || state.isSending) return state;
      return { ...state, typed: action.value };
    case 'answer-sent':
      if (state.phase !== 'question' || state.feedback) return state;
      return { ...state, isSending: true };
    case 'answer-failed':
      return state.phase === 'question' ? { ...state, isSending: false } : state;
    case 'feedback':
      if (state.phase !== 'question') return state;
      return {
        ...state,
        isSending: false,
        feedback: action.feedback,
        pausedMsLeft: Math.max(0, action.msLeft),
      };
    case 'next':
      if (state.phase !== 'question' || !state.feedback) return state;
      return {
        ...state,
        index: state.index + 1,
        deadline: action.now + (state.pausedMsLeft ?? 0),
        pausedMsLeft: null,
        selected: null,
        checked: [],
        typed: '',
        feedback: null,
      };
    case 'clock':
      // Only while the clock runs: feedback that came meanwhile has stopped it again.
      if (state.phase !== 'question' || state.feedback) return state;
      return { ...state, deadline: action.deadline };
    case 'finish':
      if (state.phase !== 'question') return state;
      return {
        phase: 'submitting',
        attemptId: state.attemptId,
        questions: state.questions,
        timedOut: action.timedOut,
      };
    case 'submit-retry':
      return state.phase === 'submit-failed' ? { ...state, phase: 'submitting' } : state;
    case 'submit-failed':
      return state.phase === 'submitting' ? { ...state, phase: 'submit-failed' } : state;
    case 'submitted':
      if (state.phase !== 'submitting') return state;
      return {
        phase: 'results',
        result: action.result,
        questions: state.questions,
        timedOut: state.timedOut,
      };
  }
}
