import { describe, expect, it } from 'vitest';
import {
  FLASHCARD_POINTS_PER_STUDIED_CARD,
  FLASHCARD_STUDY_SECONDS,
  masteryResultSchema,
  type MasteryResult,
} from '@fc/contracts/learning';
import { expectContract } from '@fc/testkit/contract';
import type { TestClient } from '@fc/testkit/http-client';
import { useLearningService } from './fixtures/build-learning-service.ts';

/**
 * A deck pays by the card studied at a plausible pace, so pressing "Got It!" through a deck in
 * seconds does not pay what reading a lesson does (docs/product.md, "Points").
 */
const { learning, newStudent, setClock } = useLearningService(7000);

async function masterDeck(
  client: TestClient,
  secondsBetween: number,
  start = new Date('2026-11-02T15:00:00Z'),
): Promise<MasteryResult[]> {
  const cards = (await client.get('/api/lessons/1/flashcards')).body as { id: number }[];
  const results: MasteryResult[] = [];
  for (const [index, card] of cards.entries()) {
    setClock(new Date(start.getTime() + index * secondsBetween * 1000));
    const response = await client.post(`/api/lessons/1/flashcards/${card.id}/mastery`);
    results.push(expectContract(response, masteryResultSchema));
  }
  return results;
}

async function deckEventOf(userId: number) {
  const events = await learning().deps.prisma.outboxEvent.findMany({
    where: { name: 'flashcards.mastered', payload: { path: ['userId'], equals: userId } },
  });
  expect(events).toHaveLength(1);
  return events[0]?.payload as { pointsEarned?: number; masteredCount: number };
}

describe('flashcard points', () => {
  it('when "Got It!" is pressed through all 12 cards a second apart, then the deck is mastered but pays for the first card only', async () => {
    const { id, client } = newStudent();
    const results = await masterDeck(client, 1);
    expect(results.at(-1)).toEqual({
      mastered: 12,
      total: 12,
      allMastered: true,
      isStudied: false,
      pointsEarned: FLASHCARD_POINTS_PER_STUDIED_CARD,
    });
    expect(results.filter((result) => result.isStudied)).toHaveLength(1);
    expect(await deckEventOf(id)).toMatchObject({
      masteredCount: 12,
      pointsEarned: FLASHCARD_POINTS_PER_STUDIED_CARD,
    });
  });

  it(`when each card is studied ${FLASHCARD_STUDY_SECONDS} s or more after the one before, then every card pays`, async () => {
    const { id, client } = newStudent();
    const results = await masterDeck(client, FLASHCARD_STUDY_SECONDS);
    expect(results.every((result) => result.isStudied)).toBe(true);
    expect(results.at(-1)?.pointsEarned).toBe(12 * FLASHCARD_POINTS_PER_STUDIED_CARD);
    expect((await deckEventOf(id)).pointsEarned).toBe(12 * FLASHCARD_POINTS_PER_STUDIED_CARD);
  });

  it('when a mastered card is pressed again, then it neither pays nor restarts the pace', async () => {
    const { client } = newStudent();
    const cards = (await client.get('/api/lessons/1/flashcards')).body as { id: number }[];
    const start = new Date('2026-11-02T17:00:00Z');
    setClock(start);
    await client.post(`/api/lessons/1/flashcards/${cards[0]?.id}/mastery`);
    setClock(new Date(start.getTime() + (FLASHCARD_STUDY_SECONDS - 1) * 1000));
    const again = await client.post(`/api/lessons/1/flashcards/${cards[0]?.id}/mastery`);
    expect(expectContract(again, masteryResultSchema)).toEqual({
      mastered: 1,
      total: 12,
      allMastered: false,
    });
    setClock(new Date(start.getTime() + FLASHCARD_STUDY_SECONDS * 1000));
    const next = await client.post(`/api/lessons/1/flashcards/${cards[1]?.id}/mastery`);
    expect(expectContract(next, masteryResultSchema).isStudied).toBe(true);
  });
});
