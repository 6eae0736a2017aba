import type { ClassStudent } from '@fc/contracts/class-progress';

import { getInvestmentLeaderboard } from '@/api/get-investment-leaderboard';

/**
 * Each student's practice-portfolio return as of the last price refresh. The class view's own
 * figure is kept from `portfolio.valued`, which the market sends only when a student's best return
 * improves; the investment leaderboard values every portfolio that has traded at the current
 * prices, so its return is the one shown. A student who never traded keeps the class view's (null).
 */
export async function withCurrentReturns<T extends { students: ClassStudent[] }>(
  progress: Promise<T>,
): Promise<T> {
  const [answer, board] = await Promise.all([
    progress,
    getInvestmentLeaderboard('return').catch(() => []),
  ]);
  const returns = new Map(board.map((entry) => [entry.id, entry.totalReturnPercent]));
  return {
    ...answer,
    students: answer.students.map((student) => ({
      ...student,
      returnBasisPoints: returns.get(student.userId) ?? student.returnBasisPoints,
    })),
  };
}
