import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/testing/test-utils';

/** Every page a guest cannot use, and what it is for in the one sentence they all share. */
const refusedPages = [
  ['/leaderboard', 'earn points and a rank on the club leaderboards'],
  ['/achievements', 'earn achievements, bonus points and new features'],
  ['/contests', "join your class's trading contests"],
  ['/contests/1', "see your class's contests and their leaderboards"],
  [
    '/review',
    'review the flashcards you have studied and the quiz questions you missed, each when it is due',
  ],
  ['/leagues', 'join a weekly league and compete for promotion'],
  ['/budgeting', 'plan a budget and keep your plans'],
] as const;

describe('a page that needs an account, as a guest sees it', () => {
  it.each(refusedPages)(
    'when a guest opens %s, then it says so in the shared words, with what an account gives and one way on',
    async (path, purpose) => {
      const { user, router } = renderApp(path, { session: 'guest' });

      const main = await screen.findByRole('main');
      expect(
        await within(main).findByRole('heading', { level: 1, name: 'Sign In Required' }),
      ).toBeInTheDocument();
      expect(within(main).getByText(`Sign in or create an account to ${purpose}.`)).toBeVisible();
      const benefits = within(main).getByRole('region', { name: 'Free for club members' });
      expect(
        within(benefits)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Your lessons, quizzes and flashcards remembered, with review when due',
        'Points, a daily streak and a rank on the club leaderboard',
        'A weekly league against your classmates',
        'Achievements that pay bonus points and unlock features',
        'A practice portfolio with $10,000 of virtual cash, and class contests',
        'Budget plans saved to come back to',
      ]);
      // One way on, and nothing else to press that would be refused.
      expect(
        within(main)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Sign In or Create Account']);
      expect(within(main).queryAllByRole('link')).toEqual([]);

      await user.click(within(main).getByRole('button', { name: 'Sign In or Create Account' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
      expect(window.localStorage.getItem('guestMode')).toBeNull();
    },
  );
});
