import type { ReviewCardKind } from '@fc/contracts/learning';

export const kindLabels: Record<ReviewCardKind, string> = {
  flashcard: 'Flashcard',
  quiz: 'Quiz question',
};

/** Whether a card's back starts by saying it is the answer (a quiz card's "Answer: …"). */
export function saysAnswer(back: string): boolean {
  return /^answer:/i.test(back.trim());
}

/** The back as read out when it is revealed: "Answer: …", once. */
export function spokenAnswer(back: string): string {
  return saysAnswer(back) ? back : `Answer: ${back}`;
}

function days(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/**
 * When a card just graded comes back, from the whole days the schedule gave it: "Again in 1 day"
 * after Again, "Next review in 4 days" otherwise, "… later today" for 0 days.
 */
export function nextReviewNote(rating: number, intervalDays: number): string {
  const lead = rating === 1 ? 'Again' : 'Next review';
  return intervalDays <= 0 ? `${lead} later today` : `${lead} in ${days(intervalDays)}`;
}
