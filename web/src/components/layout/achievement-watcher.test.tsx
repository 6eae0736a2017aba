import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser, renderApp } from '@/testing/test-utils';

const catalogue = [
  { id: 'first_lesson', title: 'First Steps' },
  { id: 'first_quiz_passed', title: 'Quiz Whiz' },
];
const record = (achievementId: string) => ({
  achievementId,
  earnedAt: '2026-03-01T10:00:00.000Z',
  awardedBy: null,
});

afterEach(() => {
  localStorage.clear();
});

describe('achievement watcher', () => {
  it('when the first look finds old achievements, then none pops up', async () => {
    renderApp('/lessons', {
      session: buildUser({ id: 7 }),
      routes: {
        'GET /api/achievements': { body: catalogue },
        'GET /api/user-achievements': { body: [record('first_lesson')] },
      },
    });
    await vi.waitFor(() =>
      expect(localStorage.getItem('seenAchievements:7')).toBe('["first_lesson"]'),
    );
    expect(screen.queryByText('Achievement unlocked!')).not.toBeInTheDocument();
  });

  it('when a new achievement has been earned since the last look, then a toast names it', async () => {
    localStorage.setItem('seenAchievements:7', '["first_lesson"]');
    renderApp('/lessons', {
      session: buildUser({ id: 7 }),
      routes: {
        'GET /api/achievements': { body: catalogue },
        'GET /api/user-achievements': {
          body: [record('first_lesson'), record('first_quiz_passed')],
        },
      },
    });
    expect(await screen.findByText('Achievement unlocked!')).toBeInTheDocument();
    expect(screen.getByText('Quiz Whiz')).toBeInTheDocument();
    await act(async () => {});
    expect(localStorage.getItem('seenAchievements:7')).toBe('["first_lesson","first_quiz_passed"]');
  });
});
