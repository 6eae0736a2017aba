import { createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';

/**
 * The FSRS scheduler (ts-fsrs): when a card is next due, from how well the student recalled it.
 * Short-term (minutes-apart) learning steps are off: a club student reviews once a day, so every
 * interval is in days; fuzz is off, so the same history always gives the same schedule.
 */
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

/** The schedule as stored (review_card): ts-fsrs's card without its deprecated elapsed_days. */
export interface StoredSchedule {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

const toStored = (card: Card): StoredSchedule => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ?? null,
});

const toCard = (stored: StoredSchedule): Card => ({
  due: stored.due,
  stability: stored.stability,
  difficulty: stored.difficulty,
  elapsed_days: 0,
  scheduled_days: stored.scheduledDays,
  learning_steps: stored.learningSteps,
  reps: stored.reps,
  lapses: stored.lapses,
  state: stored.state,
  ...(stored.lastReview ? { last_review: stored.lastReview } : {}),
});

/** A card never reviewed, due at once. */
export function newSchedule(now: Date): StoredSchedule {
  return toStored(createEmptyCard(now));
}

/** A card studied now with this grade (a flashcard's "Got It!" counts as Good). */
export function studiedSchedule(now: Date, grade: Grade): StoredSchedule {
  return toStored(scheduler.next(createEmptyCard(now), now, grade).card);
}

/** The schedule after a review graded `grade` at `now`. */
export function nextSchedule(stored: StoredSchedule, now: Date, grade: Grade): StoredSchedule {
  return toStored(scheduler.next(toCard(stored), now, grade).card);
}
