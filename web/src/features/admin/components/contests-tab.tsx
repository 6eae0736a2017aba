import type { Contest } from '@fc/contracts/contests';
import { Flag, Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';

import { useContests } from '@/api/contests';
import { ContestStatusBadge } from '@/components/contests/contest-rules';
import { QueryList } from '@/components/ui/query-list';
import { SectionCard } from '@/components/ui/section-card';
import { LoadingState } from '@/components/ui/state-card';
import { contestPaths } from '@/config/paths';
import { NewContestForm } from '@/features/admin/components/new-contest-form';
import { contestDates, contestRulesLine } from '@/lib/contest-text';

/**
 * 'Contests' (docs/product.md "Contests"): create a class contest (its dates, starting cash,
 * stocks, commission, ranking, premium stocks and enrolment) and see the contests so far, each with
 * its leaderboard.
 */
export function ContestsTab() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <NewContestForm />
      <ContestsList />
    </div>
  );
}

function ContestsList() {
  const contests = useContests();
  return (
    <SectionCard
      icon={Trophy}
      title="Contests"
      description="Newest first. Each one's leaderboard is live while it runs and frozen once it ends."
    >
      <QueryList
        query={contests}
        isInCard
        skeleton={LoadingState}
        loadingLabel="Loading the contests"
        failed="Could not load the contests"
        empty={{
          icon: Flag,
          title: 'No contests yet',
          message: 'Create one with the form: it appears here and on the students’ Contests page.',
        }}
      >
        {(list) => (
          <ul aria-label="Contests" className="divide-y divide-slate-100">
            {list.map((contest) => (
              <ContestRow key={contest.id} contest={contest} />
            ))}
          </ul>
        )}
      </QueryList>
    </SectionCard>
  );
}

function ContestRow({ contest }: { contest: Contest }) {
  return (
    <li className="space-y-1 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{contest.name}</span>
        <ContestStatusBadge status={contest.status} />
      </div>
      <p className="text-sm text-slate-600">{contestDates(contest)}</p>
      <p className="text-sm text-slate-600">
        {contest.participants === 1 ? '1 participant' : `${contest.participants} participants`} ·{' '}
        {contest.enrolment === 'open' ? 'Open enrolment' : 'Everyone enrolled'}
      </p>
      <p className="text-xs text-slate-500">{contestRulesLine(contest)}</p>
      <Link
        to={contestPaths.contest(contest.id)}
        className="inline-block text-sm font-semibold text-primary-700 underline"
        aria-label={`Leaderboard of ${contest.name}`}
      >
        Leaderboard
      </Link>
    </li>
  );
}
