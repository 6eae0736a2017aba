import { useEffect, useRef } from 'react';

import { useMarkLeagueResultSeen, useMyLeague } from '@/features/leagues/api/get-league';
import { resultMessage } from '@/features/leagues/utils/league-text';
import { useUser } from '@/lib/auth';
import { toast } from '@/lib/toast';

/**
 * On a signed-in visit of any page, shows last week's league result once ("Promoted to Silver!")
 * and tells the server it has been seen.
 */
export function LeagueResultWatcher() {
  const user = useUser();
  const userId = user?.id;
  const league = useMyLeague(userId);
  const markSeen = useMarkLeagueResultSeen(userId ?? 0);
  const shown = useRef<string | null>(null);
  const result = league.data?.unseenResult ?? null;
  const { mutate } = markSeen;

  useEffect(() => {
    if (!result || shown.current === result.weekStart) return;
    shown.current = result.weekStart;
    toast({
      title: resultMessage(result),
      description: `Last week you finished #${result.rank} in your ${result.tierName} league with ${result.weekPoints.toLocaleString()} points.`,
      variant: result.outcome === 'demoted' ? 'default' : 'success',
    });
    mutate(result.weekStart);
  }, [result, mutate]);

  return null;
}
