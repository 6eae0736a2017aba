import { dayInZone } from '@fc/service-kit/club-time';
import { publishEvents } from '@fc/service-kit/events/publish';
import type { LearningDeps } from '../deps.ts';
import {
  insertReminders,
  listAssignmentsDueOn,
  listCompletions,
} from './assignments.repository.ts';
import { assigneesOf, completionIndex, hrefOf, loadAssignees } from './assignments.service.ts';

/** The club day after `day` (YYYY-MM-DD). */
export function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The recurring job (ASSIGNMENT_REMINDER_CHECK_SECONDS): each student who has not done an
 * assignment due tomorrow (club calendar) gets one reminder, assignment.due_soon, which auth
 * e-mails. The reminder row and its event are written in one transaction and the row's key lets
 * only one run write it, so two replicas running this at the same moment send each reminder once.
 */
export async function remindAssignmentsDueTomorrow(
  deps: Pick<LearningDeps, 'prisma' | 'db' | 'config'>,
  now = new Date(),
): Promise<{ assignments: number; reminded: number }> {
  const tomorrow = dayAfter(dayInZone(now, deps.config.CLUB_TIMEZONE));
  const due = await listAssignmentsDueOn(deps.prisma, tomorrow);
  if (due.length === 0) return { assignments: 0, reminded: 0 };
  const [assignees, completions] = await Promise.all([
    loadAssignees(deps, due),
    listCompletions(
      deps.db,
      due.map((assignment) => assignment.id),
    ),
  ]);
  const completedAt = completionIndex(completions);
  let reminded = 0;
  for (const assignment of due) {
    const toRemind = assigneesOf(assignment, assignees).filter(
      (userId) => completedAt(assignment.id, userId) === null,
    );
    if (toRemind.length === 0) continue;
    reminded += await deps.db.transaction().execute(async (trx) => {
      const recorded = await insertReminders(trx, assignment.id, toRemind, now);
      await publishEvents(
        trx,
        'assignment.due_soon',
        recorded.map((userId) => ({
          assignmentId: assignment.id,
          userId,
          title: assignment.title,
          dueDate: assignment.dueDate,
          href: hrefOf(assignment),
        })),
      );
      return recorded.length;
    });
  }
  return { assignments: due.length, reminded };
}
