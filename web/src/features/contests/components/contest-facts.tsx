import type { Contest } from '@fc/contracts/contests';
import { CalendarDays, Users } from 'lucide-react';

import { contestDates } from '@/lib/contest-text';

/**
 * When a contest runs and how many students are in it; with `showEnrolment`, also that everyone
 * is enrolled when the teacher enrolled the class.
 */
export function ContestFacts({
  contest,
  showEnrolment = false,
}: {
  contest: Pick<Contest, 'startsAt' | 'endsAt' | 'participants' | 'enrolment'>;
  showEnrolment?: boolean;
}) {
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        {contestDates(contest)}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Users aria-hidden="true" className="size-4" />
        {contest.participants === 1 ? '1 student' : `${contest.participants} students`}
        {showEnrolment && contest.enrolment === 'everyone' ? ' (everyone is enrolled)' : ''}
      </span>
    </>
  );
}
